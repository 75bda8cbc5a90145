import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder, TOrderRequestInput } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** POST /reservation/order: a draft order (201), or 422 `order_invalid` with `details.problems`. */
export function createOrder(body: TOrderRequestInput): Promise<TOrder> {
  return apiClient.post<TOrder>('/reservation/order', { body, showError: false });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
