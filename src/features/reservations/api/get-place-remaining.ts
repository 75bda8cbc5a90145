import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlaceRemaining, TPlaceRemainingQuery } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { reservationsKeys } from './reservations-keys';

/** GET /restaurants/placeRemaining/{id}: the bookable slots of a day for a party (SPEC §5). */
export function getPlaceRemaining(restaurantId: number, query: TPlaceRemainingQuery, signal?: AbortSignal): Promise<TPlaceRemaining> {
  return apiClient.get<TPlaceRemaining>(`/restaurants/placeRemaining/${restaurantId}`, {
    query: { minDate: query.minDate, maxDate: query.maxDate, guests: query.guests, eventId: query.eventId ?? undefined },
    signal,
    showError: false,
  });
}

export function placeRemainingQueryOptions(restaurantId: number, query: TPlaceRemainingQuery) {
  return queryOptions({
    queryKey: reservationsKeys.place(restaurantId, query),
    queryFn: ({ signal }) => getPlaceRemaining(restaurantId, query, signal),
    // Slots fill up: a few seconds old is fine, minutes old is not.
    staleTime: 15_000,
  });
}

export function usePlaceRemaining(restaurantId: number | null, query: TPlaceRemainingQuery) {
  return useQuery({
    ...placeRemainingQueryOptions(restaurantId ?? 0, query),
    enabled: restaurantId !== null,
    placeholderData: keepPreviousData,
  });
}
