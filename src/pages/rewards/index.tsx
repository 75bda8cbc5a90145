import type { GetServerSideProps } from 'next';
import { loadRewardsPageProps } from '@/server/page-props/rewards-page-props';

export { RewardsScreen as default } from '@/screens/rewards/rewards-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadRewardsPageProps(context);
