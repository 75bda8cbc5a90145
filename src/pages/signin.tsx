import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { LoginScreen as default } from '@/screens/auth/login-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['auth', 'account', 'addresses']);
