import type { GetServerSidePropsContext } from 'next';
import { FEATURED_RESTAURANTS_FILTER } from '@/features/restaurants/api/get-restaurants';
import { restaurantKeys } from '@/features/restaurants/api/restaurant-keys';
import { listRestaurants } from '@/server/restaurants/restaurant-service';
import { loadTranslatedPageProps } from './translated-page-props';

/** Home is server-rendered with its data so the first paint already shows restaurants. */
export function loadHomePageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['home'], async ({ deps, queryClient, locale, contentLocale }) => {
    const featured = await listRestaurants(deps.db, FEATURED_RESTAURANTS_FILTER, contentLocale);
    queryClient.setQueryData(restaurantKeys.list(FEATURED_RESTAURANTS_FILTER, locale), featured);
  });
}
