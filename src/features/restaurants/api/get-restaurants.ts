import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRestaurantList } from '@/contracts/restaurant-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { restaurantKeys } from './restaurant-keys';

export interface TRestaurantFilter {
  where?: Record<string, unknown>;
  include?: string[];
  order?: string[];
  limit?: number;
  offset?: number;
}

export const FEATURED_RESTAURANTS_FILTER: TRestaurantFilter = { where: { isFeatured: true }, order: ['ratingAverage DESC', 'id ASC'], limit: 8 };

export function getRestaurants(filter: TRestaurantFilter, locale: string, signal?: AbortSignal): Promise<TRestaurantList> {
  return apiClient.get<TRestaurantList>('/restaurants', { query: { filter, lang: locale }, signal, showError: false });
}

export function restaurantsQueryOptions(filter: TRestaurantFilter, locale: string) {
  return queryOptions({
    queryKey: restaurantKeys.list(filter, locale),
    queryFn: ({ signal }) => getRestaurants(filter, locale, signal),
  });
}

export function useRestaurants(filter: TRestaurantFilter, locale: string) {
  return useQuery(restaurantsQueryOptions(filter, locale));
}
