import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrderCheck, TOrderRequestInput } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** POST /reservation/order/checkOrder: the server's lines, totals, ready time and every problem; it writes nothing. */
export function checkOrder(body: TOrderRequestInput, signal?: AbortSignal): Promise<TOrderCheck> {
  // The order screen shows problems beside what they concern; no toast.
  return apiClient.post<TOrderCheck>('/reservation/order/checkOrder', { body, signal, showError: false });
}

export function orderCheckQueryOptions(body: TOrderRequestInput) {
  return queryOptions({
    queryKey: orderKeys.check(body),
    // A new body is a new key: react-query aborts the request of the key it leaves (the signal).
    queryFn: ({ signal }) => checkOrder(body, signal),
    // The previous answer stays on screen while the next one comes, so the summary does not blink.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
}

/** `body` null while the order cannot be asked about yet (no dishes, no restaurant). */
export function useOrderCheck(body: TOrderRequestInput | null) {
  return useQuery({ ...orderCheckQueryOptions(body ?? ({} as TOrderRequestInput)), enabled: body !== null });
}
