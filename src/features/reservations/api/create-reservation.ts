import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateReservationRequest, TReservation } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { reservationsKeys } from './reservations-keys';

/** POST /reservations/create: answers a draft that holds the table until `expireDate`. */
export function createReservation(body: TCreateReservationRequest): Promise<TReservation> {
  // The modal shows the error in place (a filled slot refreshes the chips), so no toast.
  return apiClient.post<TReservation>('/reservations/create', { body, showError: false });
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsKeys.places() }),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationsKeys.detail(reservation.id), reservation);
      return queryClient.invalidateQueries({ queryKey: reservationsKeys.lists() });
    },
  });
}
