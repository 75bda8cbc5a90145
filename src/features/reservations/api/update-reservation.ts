import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReservation, TUpdateReservationRequest } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { reservationsKeys } from './reservations-keys';

/** PATCH /reservations/{id}: confirm, move, change the party or the note, or cancel. */
export function updateReservation(id: string, body: TUpdateReservationRequest): Promise<TReservation> {
  return apiClient.patch<TReservation>(`/reservations/${encodeURIComponent(id)}`, { body, showError: false });
}

export function useUpdateReservation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateReservationRequest) => updateReservation(id, body),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationsKeys.detail(id), reservation);
    },
    // Lists and free slots change with any move or cancellation.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: reservationsKeys.lists() }), queryClient.invalidateQueries({ queryKey: reservationsKeys.places() })]),
  });
}
