import type { GetServerSidePropsContext } from 'next';
import { advertKeys } from '@/features/adverts/api/advert-keys';
import { UPCOMING_EVENTS_QUERY } from '@/features/events/api/get-events';
import { eventsKeys } from '@/features/events/api/events-keys';
import { FEATURED_RESTAURANTS_FILTER } from '@/features/restaurants/api/get-restaurants';
import { restaurantKeys } from '@/features/restaurants/api/restaurant-keys';
import { staticDataKeys } from '@/lib/static-data/static-data-keys';
import { loadHomeLists } from './home-page-data';
import { SEARCH_NAMESPACES } from './search-page-props';
import { loadSharedStaticData } from './shared-page-data';
import { loadTranslatedPageProps } from './translated-page-props';

/** Home is server-rendered with its data so the first paint already shows adverts, restaurants, events and categories. */
export function loadHomePageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['home', ...SEARCH_NAMESPACES], async ({ deps, queryClient, locale, contentLocale }) => {
    const [{ featured, adverts, events }, staticData] = await Promise.all([loadHomeLists(deps, contentLocale), loadSharedStaticData(deps, contentLocale)]);
    queryClient.setQueryData(restaurantKeys.list(FEATURED_RESTAURANTS_FILTER, locale), featured);
    queryClient.setQueryData(advertKeys.active(locale), adverts);
    queryClient.setQueryData(eventsKeys.list(UPCOMING_EVENTS_QUERY, locale), events);
    queryClient.setQueryData(staticDataKeys.byLocale(locale), staticData);
  });
}
