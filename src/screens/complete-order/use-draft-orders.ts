import { useQuery } from '@tanstack/react-query';
import type { TOrderList, TOrderListQuery } from '@/contracts/order-contract';
import { orderKeys } from '@/features/orders/api/orders-keys';
import { apiClient } from '@/lib/api-client/api-client';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';

const ACTIVE: TOrderListQuery = { scope: 'active', limit: 50, offset: 0 };

/**
 * The diner's orders still being put together. GET /reservation/orders lists drafts with the active
 * ones; this screen keeps the drafts. (The order pages' own list hook lives with the tracking pages.)
 */
export function useDraftOrders() {
  return useQuery({
    queryKey: orderKeys.list(ACTIVE),
    queryFn: ({ signal }) => apiClient.get<TOrderList>('/reservation/orders', { query: { scope: 'active', limit: 50, offset: 0 }, signal, showError: false }),
    select: (list) => list.items.filter((order) => order.status === 'draft'),
    meta: USER_SCOPED_META,
  });
}
