import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pickContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantSearchResult } from '@/contracts/search-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { parseSearchParams, toSearchApiQuery, type TSearchState, type TUrlQuery } from '../model/search-params';
import { searchKeys } from './search-keys';

/** GET /restaurants/search; a query, so its error shows inline, never as a toast. */
export function getRestaurantSearch(apiQuery: Record<string, string>, locale: string, signal?: AbortSignal): Promise<TRestaurantSearchResult> {
  return apiClient.get<TRestaurantSearchResult>('/restaurants/search', { query: { ...apiQuery, lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

/** The page's address → the API query the server prefetches and the client reads with the same key. */
export function toSearchRequest(urlQuery: TUrlQuery, pageSize?: number): Record<string, string> {
  return toSearchApiQuery(parseSearchParams(urlQuery), pageSize);
}

export function restaurantSearchQueryOptions(apiQuery: Record<string, string>, locale: string) {
  return queryOptions({
    queryKey: searchKeys.result(apiQuery, locale),
    queryFn: ({ signal }) => getRestaurantSearch(apiQuery, locale, signal),
  });
}

/** The previous results stay on screen while the next filters load: no flash of an empty page. */
export function useRestaurantSearchResults(state: TSearchState, locale: string, { pageSize, enabled = true }: { pageSize?: number; enabled?: boolean } = {}) {
  return useQuery({ ...restaurantSearchQueryOptions(toSearchApiQuery(state, pageSize), locale), placeholderData: keepPreviousData, enabled });
}
