import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayment } from '@/contracts/payment-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { isPaymentSettled } from '../model/payment-status';
import { paymentKeys } from './payment-keys';

/** How often a payment waiting on the diner's phone is asked about: the wallet's push takes seconds to a minute. */
export const PAYMENT_POLL_INTERVAL_MS = 4_000;

/** GET /payments/{id}: one of the diner's payments (another diner's answers 404). */
export function getPayment(id: string, signal?: AbortSignal): Promise<TPayment> {
  return apiClient.get<TPayment>(`/payments/${encodeURIComponent(id)}`, { signal, showError: false });
}

export function paymentQueryOptions(id: string) {
  return queryOptions({ queryKey: paymentKeys.detail(id), queryFn: ({ signal }) => getPayment(id, signal), meta: USER_SCOPED_META });
}

/**
 * A payment followed until it is settled: asked every 4 s while pending (the provider's webhook
 * reaches the server, not this tab), and at once when the live channel says its order changed.
 */
export function usePaymentProgress(id: string, orderId: string | null) {
  useLiveUpdates({ queryKey: paymentKeys.detail(id), types: ['order'], id: orderId ?? undefined, enabled: orderId !== null });
  return useQuery({
    ...paymentQueryOptions(id),
    refetchInterval: (query) => (query.state.data && isPaymentSettled(query.state.data.status) ? false : PAYMENT_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
}
