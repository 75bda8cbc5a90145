import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TReservationList } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { reservationsKeys, type TReservationsWhen } from './reservations-keys';

export const BOOKINGS_PAGE_SIZE = 10;

/** GET /reservations?when=&limit=&offset=: the diner's own bookings, newest relevant first. */
export function getReservations(when: TReservationsWhen, offset: number, signal?: AbortSignal): Promise<TReservationList> {
  return apiClient.get<TReservationList>('/reservations', { query: { when, limit: BOOKINGS_PAGE_SIZE, offset }, signal, showError: false });
}

export function reservationsQueryOptions(when: TReservationsWhen) {
  return infiniteQueryOptions({
    queryKey: reservationsKeys.list(when),
    queryFn: ({ pageParam, signal }) => getReservations(when, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
  });
}

export function useReservations(when: TReservationsWhen) {
  return useInfiniteQuery(reservationsQueryOptions(when));
}
