import { useQuery } from '@tanstack/react-query';
import { isOrderId, orderQueryOptions } from './get-order';
import { orderKeys } from './orders-keys';
import { useOrderLive } from './use-order-live';

/** The order a diner is following: refetched when the live channel names it, and every 15 s while it is not connected. */
export function useTrackedOrder(id: string | null) {
  const enabled = isOrderId(id);
  const live = useOrderLive({ queryKey: orderKeys.detail(id ?? ''), types: ['order'], id: id ?? undefined, enabled });
  return useQuery({ ...orderQueryOptions(id ?? ''), ...live, enabled });
}
