import { useQuery } from '@tanstack/react-query';
import { isOrderId, orderQueryOptions } from './get-order';
import { orderKeys } from './orders-keys';
import { useOrderLive } from './use-order-live';

/**
 * The order a diner is following: refetched when the live channel names it, and every 15 s while it
 * is not connected. Opening the page always asks again, even with the order cached (say, by the
 * confirmation page): what the kitchen did while no page listened came as no event to this one.
 */
export function useTrackedOrder(id: string | null) {
  const enabled = isOrderId(id);
  const live = useOrderLive({ queryKey: orderKeys.detail(id ?? ''), types: ['order'], id: id ?? undefined, enabled });
  return useQuery({ ...orderQueryOptions(id ?? ''), ...live, enabled, refetchOnMount: 'always' });
}
