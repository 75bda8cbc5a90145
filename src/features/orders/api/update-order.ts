import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder, TUpdateOrderRequest } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** PATCH /reservation/order/{id}: changes a draft order before it is placed. */
export function updateOrder(id: string, body: TUpdateOrderRequest): Promise<TOrder> {
  return apiClient.patch<TOrder>(`/reservation/order/${encodeURIComponent(id)}`, { body, showError: false });
}

export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrderRequest) => updateOrder(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
