import type { GetServerSideProps } from 'next';
import { loadCouponsPageProps } from '@/server/page-props/rewards-page-props';

export { CouponsScreen as default } from '@/screens/coupons/coupons-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadCouponsPageProps(context);
