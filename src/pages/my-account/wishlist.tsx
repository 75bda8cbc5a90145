import type { GetServerSideProps } from 'next';
import { loadWishlistPageProps } from '@/server/page-props/wishlist-page-props';

export { WishlistScreen as default } from '@/screens/wishlist/wishlist-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadWishlistPageProps(context);
