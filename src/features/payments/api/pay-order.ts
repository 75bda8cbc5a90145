import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayRequest, TPayStart } from '@/contracts/payment-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { paymentKeys } from './payment-keys';

/** POST /reservation/order/pay: starts (or finds) the one payment of the diner's order; never an amount, the server charges the order's total. */
export function payOrder(body: TPayRequest): Promise<TPayStart> {
  return apiClient.post<TPayStart>('/reservation/order/pay', { body, showError: false });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: ({ payment }) => {
      queryClient.setQueryData(paymentKeys.detail(payment.id), payment);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    },
  });
}
