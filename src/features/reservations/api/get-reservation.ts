import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReservation } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { reservationsKeys } from './reservations-keys';

/** GET /reservations/{id}: someone else's booking answers 404, like a missing one. */
export function getReservation(id: string, signal?: AbortSignal): Promise<TReservation> {
  return apiClient.get<TReservation>(`/reservations/${encodeURIComponent(id)}`, { signal, showError: false });
}

export function reservationQueryOptions(id: string) {
  return queryOptions({
    queryKey: reservationsKeys.detail(id),
    queryFn: ({ signal }) => getReservation(id, signal),
    // A 404 will not turn into a booking by asking again.
    retry: (count, error) => !(isAppError(error) && error.statusCode === 404) && count < 2,
  });
}

/** Booking ids are UUIDs: anything else cannot be a booking, so it is not asked for (no failed request). */
export const isReservationId = (id: string | null): id is string => id !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function useReservation(id: string | null) {
  return useQuery({ ...reservationQueryOptions(id ?? ''), enabled: isReservationId(id) });
}

export const isNotFound = (error: unknown) => isAppError(error) && (error.statusCode === 404 || error.statusCode === 400);
