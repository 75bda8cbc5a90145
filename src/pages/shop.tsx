import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { ShopScreen as default } from '@/screens/shop/shop-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes']);
