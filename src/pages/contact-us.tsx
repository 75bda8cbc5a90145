import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { ContactScreen as default } from '@/screens/contact/contact-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes']);
