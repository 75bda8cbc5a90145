import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { FaqScreen as default } from '@/screens/faq/faq-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes']);
