import type { GetServerSideProps } from 'next';
import { loadRestaurantPageProps } from '@/server/page-props/restaurant-page-props';

export { RestaurantScreen as default } from '@/screens/restaurant/restaurant-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadRestaurantPageProps(context);
