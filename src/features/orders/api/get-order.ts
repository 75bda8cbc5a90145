import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrder } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { orderKeys } from './orders-keys';

/** GET /reservation/order/{id}: someone else's order answers 404, like a missing one. */
export function getOrder(id: string, signal?: AbortSignal): Promise<TOrder> {
  return apiClient.get<TOrder>(`/reservation/order/${encodeURIComponent(id)}`, { signal, showError: false });
}

/** Order ids are UUIDs: anything else cannot be an order, so it is not asked for. */
export const isOrderId = (id: string | null | undefined): id is string => typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: (count, error) => !(isAppError(error) && (error.statusCode === 404 || error.statusCode === 400)) && count < 2,
  });
}

export function useOrder(id: string | null) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: isOrderId(id) });
}
