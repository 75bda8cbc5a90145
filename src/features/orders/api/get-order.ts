import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrder } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { orderKeys } from './orders-keys';

/** GET /reservation/order/{id}: another diner's order answers 404, like a missing one. */
export function getOrder(id: string, signal?: AbortSignal): Promise<TOrder> {
  return apiClient.get<TOrder>(`/reservation/order/${encodeURIComponent(id)}`, { signal, showError: false });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // A 404 will not turn into an order by asking again.
    retry: (count, error) => !(isAppError(error) && (error.statusCode === 404 || error.statusCode === 400)) && count < 2,
    meta: USER_SCOPED_META,
  });
}

/** Order ids are UUIDs: anything else cannot be an order, so it is not asked for. */
export const isOrderId = (id: string | null | undefined): id is string => typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function useOrder(id: string | null) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: isOrderId(id) });
}

export const isOrderNotFound = (error: unknown) => isAppError(error) && (error.statusCode === 404 || error.statusCode === 400);
