import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** POST /reservation/order/{id}/place: the draft becomes an order the restaurant sees; placing twice answers the same order. */
export function placeOrder(id: string): Promise<TOrder> {
  return apiClient.post<TOrder>(`/reservation/order/${encodeURIComponent(id)}/place`, { showError: false });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
