import type { GetServerSideProps } from 'next';
import { loadBundlesPageProps } from '@/server/page-props/bundles-page-props';

export { BundlesScreen as default } from '@/screens/bundles/bundles-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadBundlesPageProps(context);
