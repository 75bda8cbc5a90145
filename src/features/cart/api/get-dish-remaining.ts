import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDishRemaining } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { cartKeys, type TDishRemainingFilter } from './cart-keys';

/** Portions move as other diners order: worth re-reading when the add panel opens again. */
const REMAINING_STALE_MS = 15_000;

/** GET /restaurants/dishRemaining/{id}: SPEC §5 — an eventId (preferred) or a UTC date. */
export function getDishRemaining(restaurantId: number, { eventId, date, reservationId }: TDishRemainingFilter, signal?: AbortSignal): Promise<TDishRemaining> {
  const query = { ...(eventId ? { eventId } : { date }), ...(reservationId ? { reservationId } : {}) };
  return apiClient.get<TDishRemaining>(`/restaurants/dishRemaining/${restaurantId}`, { query, signal, showError: false });
}

export function dishRemainingQueryOptions(restaurantId: number, filter: TDishRemainingFilter) {
  return queryOptions({
    queryKey: cartKeys.dishRemaining(restaurantId, filter),
    queryFn: ({ signal }) => getDishRemaining(restaurantId, filter, signal),
    staleTime: REMAINING_STALE_MS,
  });
}

/** Off (no request) unless the cart holds a booking to count portions for. */
export function useDishRemaining(restaurantId: number | null, filter: TDishRemainingFilter | null) {
  return useQuery({
    ...dishRemainingQueryOptions(restaurantId ?? 0, filter ?? {}),
    enabled: restaurantId !== null && filter !== null && Boolean(filter.eventId || filter.date),
  });
}
