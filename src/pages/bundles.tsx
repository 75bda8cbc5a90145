import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { BundlesScreen as default } from '@/screens/bundles/bundles-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes']);
