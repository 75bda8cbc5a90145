import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TOrderList } from '@/contracts/order-contract';
import type { TOrderListScope } from '@/contracts/order-limits';
import { apiClient } from '@/lib/api-client/api-client';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { orderKeys } from './orders-keys';

export const ORDERS_PAGE_SIZE = 10;

/** GET /reservation/orders?scope=&limit=&offset=: the diner's own take-away and delivery orders. */
export function getOrders(scope: TOrderListScope, offset: number, signal?: AbortSignal): Promise<TOrderList> {
  return apiClient.get<TOrderList>('/reservation/orders', { query: { scope, limit: ORDERS_PAGE_SIZE, offset }, signal, showError: false });
}

export function ordersQueryOptions(scope: TOrderListScope) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list({ scope }),
    queryFn: ({ pageParam, signal }) => getOrders(scope, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
    meta: USER_SCOPED_META,
  });
}

/** One tab of My orders; a status moved by the restaurant shows without reloading. */
export function useOrders(scope: TOrderListScope) {
  const live = useLiveUpdates({ queryKey: orderKeys.lists(), types: ['order'] });
  return useInfiniteQuery({ ...ordersQueryOptions(scope), ...live });
}
