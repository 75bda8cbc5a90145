import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStaffOrderList } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { orderKeys } from './orders-keys';
import { useOrderLive } from './use-order-live';

/** GET /manager/restaurants/{restaurantId}/orders?date=: the day's orders (the restaurant's local date). */
export function getManagerOrders(restaurantId: number, date: string | null, signal?: AbortSignal): Promise<TStaffOrderList> {
  return apiClient.get<TStaffOrderList>(`/manager/restaurants/${restaurantId}/orders`, { query: date ? { date } : undefined, signal, showError: false });
}

export function managerOrdersQueryOptions(restaurantId: number, date: string | null) {
  return queryOptions({
    queryKey: orderKeys.managerOrders(restaurantId, date),
    queryFn: ({ signal }) => getManagerOrders(restaurantId, date, signal),
    meta: USER_SCOPED_META,
  });
}

/** The kitchen's list, refreshed when an order event arrives and every 15 s. */
export function useManagerOrders(restaurantId: number, date: string | null) {
  const live = useOrderLive({ queryKey: orderKeys.managerOrders(restaurantId, date), types: ['order'] });
  return useQuery({ ...managerOrdersQueryOptions(restaurantId, date), ...live });
}
