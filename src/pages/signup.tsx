import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { SignUpScreen as default } from '@/screens/auth/sign-up-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['auth', 'account', 'addresses']);
