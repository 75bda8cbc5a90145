import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCancelOrderRequest, TOrder } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** POST /reservation/order/{id}/cancel: only while the order is placed and not yet accepted. */
export function cancelOrder(id: string, body: TCancelOrderRequest): Promise<TOrder> {
  return apiClient.post<TOrder>(`/reservation/order/${encodeURIComponent(id)}/cancel`, { body, showError: false });
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCancelOrderRequest) => cancelOrder(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
    },
    // Refused (accepted meanwhile) or not, the order and its tab are asked again.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.lists() }), queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) })]),
  });
}
