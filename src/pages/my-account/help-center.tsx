import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { HelpCenterScreen as default } from '@/screens/help-center/help-center-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes']);
