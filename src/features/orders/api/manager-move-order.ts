import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrderTransitionRequest, TStaffOrder } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** POST /manager/orders/{id}/status: one step along the order's life; 409 invalid_transition if it moved meanwhile. */
export function moveOrder(id: string, body: TOrderTransitionRequest): Promise<TStaffOrder> {
  return apiClient.post<TStaffOrder>(`/manager/orders/${encodeURIComponent(id)}/status`, { body, showError: false });
}

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TOrderTransitionRequest & { id: string }) => moveOrder(id, body),
    // Moved or refused, the day's list is asked again so the buttons match the order's real status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.manager() }),
  });
}
