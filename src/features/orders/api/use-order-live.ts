import { useLiveUpdates, type LiveQueryOptions, type LiveSubscriptionOptions } from '@/lib/live/use-live-updates';

/** How often an order screen asks again while the live channel is down (the kitchen moves orders meanwhile). */
export const ORDER_POLL_INTERVAL_MS = 15_000;

/** useLiveUpdates with the order screens' own polling pace: refetch on a matching event, else every 15 s. */
export function useOrderLive(subscription: LiveSubscriptionOptions): LiveQueryOptions {
  const live = useLiveUpdates(subscription);
  return { ...live, refetchInterval: live.refetchInterval === false ? false : ORDER_POLL_INTERVAL_MS };
}

