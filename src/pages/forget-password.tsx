import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { ForgotPasswordScreen as default } from '@/screens/auth/forgot-password-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['auth', 'account', 'addresses']);
