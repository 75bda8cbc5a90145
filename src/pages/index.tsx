import type { GetServerSideProps } from 'next';
import { loadHomePageProps } from '@/server/page-props/home-page-props';

export { HomeScreen as default } from '@/screens/home/home-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadHomePageProps(context);
