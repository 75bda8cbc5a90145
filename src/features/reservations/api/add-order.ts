import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddOrderRequest, TReservation } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { reservationsKeys } from './reservations-keys';

/** POST /reservations/addOrder/{id}: dishes added to a confirmed, upcoming booking (201, the whole booking). */
export function addOrder(id: string, body: TAddOrderRequest): Promise<TReservation> {
  // The checkout shows the failure in place (a sold-out dish says which), so no toast.
  return apiClient.post<TReservation>(`/reservations/addOrder/${encodeURIComponent(id)}`, { body, showError: false });
}

export function useAddOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddOrderRequest) => addOrder(id, body),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationsKeys.detail(id), reservation);
    },
    // The new order shows in the lists and details; its portions change what is left to book.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsKeys.all }),
  });
}
