import type { GetServerSideProps } from 'next';
import { loadProductsPageProps } from '@/server/page-props/products-page-props';

export { ProductsScreen as default } from '@/screens/products/products-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadProductsPageProps(context);
