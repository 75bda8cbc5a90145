import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TOrder, ZUpdateOrderRequest } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** What the client sends (collections may be left out, as in the create body). */
export type TUpdateOrderInput = z.input<typeof ZUpdateOrderRequest>;

/** PATCH /reservation/order/{id}: changes a draft order before it is placed. */
export function updateOrder(id: string, body: TUpdateOrderInput): Promise<TOrder> {
  return apiClient.patch<TOrder>(`/reservation/order/${encodeURIComponent(id)}`, { body, showError: false });
}

export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrderInput) => updateOrder(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
