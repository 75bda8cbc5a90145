import type { GetServerSideProps } from 'next';
import { loadShopPageProps } from '@/server/page-props/shop-page-props';

export { ShopScreen as default } from '@/screens/shop/shop-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadShopPageProps(context);
