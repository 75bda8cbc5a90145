import type { GetServerSideProps } from 'next';
import { loadHelpCenterPageProps } from '@/server/page-props/help-page-props';

export { HelpCenterScreen as default } from '@/screens/help-center/help-center-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadHelpCenterPageProps(context);
