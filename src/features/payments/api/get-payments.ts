import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentList } from '@/contracts/payment-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { paymentKeys } from './payment-keys';

/** GET /payments: the signed-in diner's own payments, newest first. */
export function getPayments(signal?: AbortSignal): Promise<TPaymentList> {
  return apiClient.get<TPaymentList>('/payments', { signal, showError: false });
}

export function paymentsQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.lists(), queryFn: ({ signal }) => getPayments(signal), meta: USER_SCOPED_META });
}

export function usePayments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentsQueryOptions(), enabled });
}
