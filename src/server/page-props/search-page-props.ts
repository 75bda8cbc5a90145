import type { GetServerSidePropsContext } from 'next';
import { ZRestaurantSearchQuery } from '@/contracts/search-contract';
import { restaurantSearchQueryOptions, toSearchRequest } from '@/features/search/api/get-restaurant-search';
import { staticDataKeys } from '@/lib/static-data/static-data-keys';
import { searchRestaurants } from '@/server/search/search-service';
import { loadSharedStaticData } from './shared-page-data';
import type { PrefetchContext } from './translated-page-props';

/** The namespaces the search view (and the home search form) read. */
export const SEARCH_NAMESPACES = ['search'];

/**
 * /restaurant without `shop`: the first page of results for the URL's criteria (and the cities and
 * categories the filters list) go into the cache under the client's keys, so the first paint has results.
 */
export async function prefetchSearch(context: Pick<GetServerSidePropsContext, 'query'>, { deps, queryClient, locale, contentLocale }: PrefetchContext): Promise<void> {
  const apiQuery = toSearchRequest(context.query);
  const parsed = ZRestaurantSearchQuery.safeParse(apiQuery);
  const [staticData, results] = await Promise.all([
    loadSharedStaticData(deps, contentLocale),
    // The URL was normalized already; a query the API still refuses is left for the client to show inline.
    parsed.success ? searchRestaurants(deps.db, parsed.data, contentLocale, deps.now()).catch(() => undefined) : undefined,
  ]);
  queryClient.setQueryData(staticDataKeys.byLocale(locale), staticData);
  if (results) queryClient.setQueryData(restaurantSearchQueryOptions(apiQuery, locale).queryKey, results);
}
