import type { GetServerSideProps } from 'next';
import { loadCouponPageProps } from '@/server/page-props/rewards-page-props';

export { CouponDetailScreen as default } from '@/screens/coupons/coupon-detail-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadCouponPageProps(context);
