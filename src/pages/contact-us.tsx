import type { GetServerSideProps } from 'next';
import { loadContactPageProps } from '@/server/page-props/help-page-props';

export { ContactScreen as default } from '@/screens/contact/contact-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadContactPageProps(context);
