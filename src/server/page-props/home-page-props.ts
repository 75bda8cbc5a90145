import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { pickContentLocale } from '@/contracts/locale-contract';
import { FEATURED_RESTAURANTS_FILTER } from '@/features/restaurants/api/get-restaurants';
import { restaurantKeys } from '@/features/restaurants/api/restaurant-keys';
import { siteKeys } from '@/features/site/api/site-keys';
import { listRestaurants } from '@/server/restaurants/restaurant-service';
import { getSiteSettings } from '@/server/site/site-service';
import { getServerDeps } from '@/server/server-deps';

/** Home is server-rendered with its data so the first paint already shows restaurants. */
export async function loadHomePageProps({ locale = 'fr' }: GetServerSidePropsContext) {
  const { db, env } = await getServerDeps();
  const contentLocale = pickContentLocale(locale, undefined);
  const queryClient = new QueryClient();
  const [settings, featured, translations] = await Promise.all([
    getSiteSettings(db, contentLocale, env.MANAGER_SITE_URL),
    listRestaurants(db, FEATURED_RESTAURANTS_FILTER, contentLocale),
    serverSideTranslations(locale, ['common', 'home']),
  ]);
  queryClient.setQueryData(siteKeys.settings(locale), settings);
  queryClient.setQueryData(restaurantKeys.list(FEATURED_RESTAURANTS_FILTER, locale), featured);
  return { props: { ...translations, dehydratedState: dehydrate(queryClient) } };
}
