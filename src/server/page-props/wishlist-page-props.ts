import type { GetServerSidePropsContext } from 'next';
import { favoriteKeys } from '@/features/favorites/api/favorite-keys';
import { listFavorites } from '@/server/favorites/favorite-service';
import { readSessionUserId } from './prefetch-session';
import { loadTranslatedPageProps } from './translated-page-props';

/** /my-account/wishlist: a signed-in diner's favourites are in the first paint; a visitor gets the login view. */
export function loadWishlistPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'favorites'], async ({ deps, queryClient, locale, contentLocale }) => {
    const userId = await readSessionUserId(context.req, deps);
    if (userId) queryClient.setQueryData(favoriteKeys.list(locale), await listFavorites(deps.db, userId, contentLocale));
  });
}
