import type { GetServerSideProps } from 'next';
import { loadCategoryPageProps } from '@/server/page-props/category-page-props';

export { CategoryScreen as default } from '@/screens/category/category-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadCategoryPageProps(context);
