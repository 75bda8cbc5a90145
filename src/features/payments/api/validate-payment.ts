import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayment, TValidatePaymentRequest } from '@/contracts/payment-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { paymentKeys } from './payment-keys';

/** POST /paymentExternal/validate: back from the provider, the server asks it for the payment's real state. */
export function validatePayment(body: TValidatePaymentRequest): Promise<TPayment> {
  return apiClient.post<TPayment>('/paymentExternal/validate', { body, showError: false });
}

export function useValidatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validatePayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.detail(payment.id), payment);
      // A card the diner chose to save is kept by Stripe once the payment went through.
      return Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }), queryClient.invalidateQueries({ queryKey: paymentKeys.cards() })]);
    },
  });
}
