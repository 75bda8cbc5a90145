import type { GetServerSideProps } from 'next';
import { loadRewardPageProps } from '@/server/page-props/rewards-page-props';

export { RewardDetailScreen as default } from '@/screens/rewards/reward-detail-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadRewardPageProps(context);
