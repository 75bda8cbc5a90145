import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { restaurantKeys } from './restaurant-keys';

interface TRestaurantDataRequest {
  id: number;
  locale: string;
  eventId?: number | null;
  signal?: AbortSignal;
}

/** GET /restaurants/data/{id} (SPEC §7), optionally for one event's menus. */
export function getRestaurantData({ id, locale, eventId, signal }: TRestaurantDataRequest): Promise<TRestaurantDetail> {
  return apiClient.get<TRestaurantDetail>(`/restaurants/data/${id}`, {
    query: { eventId: eventId ?? undefined, lang: pickContentLocale(locale, undefined) },
    signal,
    showError: false,
  });
}

/** SPEC §8 "Restaurant data load failure: swallowed; the result is null" — the page shows its error state. */
export async function getRestaurantDataOrNull(request: TRestaurantDataRequest): Promise<TRestaurantDetail | null> {
  try {
    return await getRestaurantData(request);
  } catch (error) {
    // A cancelled fetch stays cancelled (§8), it is not a load failure.
    if (request.signal?.aborted) throw error;
    return null;
  }
}

export function restaurantDataQueryOptions(id: number, locale: string, eventId: number | null = null) {
  return queryOptions({
    queryKey: restaurantKeys.detail(id, locale, eventId),
    queryFn: ({ signal }) => getRestaurantDataOrNull({ id, locale, eventId, signal }),
  });
}

export function useRestaurantData(id: number, locale: string, eventId: number | null = null) {
  return useQuery(restaurantDataQueryOptions(id, locale, eventId));
}
