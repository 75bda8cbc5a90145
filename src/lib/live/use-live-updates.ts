import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TLiveEventType } from '@/contracts/live-contract';
import { useAuthorized } from '@/lib/session/use-authorized';
import { getLiveChannel, type LiveStatus } from './live-channel';

/** How often a live query asks again while the tab has no live channel (signed out, reconnecting, no EventSource). */
export const LIVE_POLL_INTERVAL_MS = 10_000;
/** Events arriving together (a replay after reconnecting) refetch a query once. */
export const LIVE_EVENT_BATCH_MS = 50;

export interface LiveQueryOptions {
  refetchInterval: number | false;
  refetchIntervalInBackground: boolean;
}

export interface LiveSubscriptionOptions {
  /** The query to refetch when one of `types` arrives. */
  queryKey: QueryKey;
  types: readonly TLiveEventType[];
  /** Only events about this id (a conversation's, a booking's); any id when absent. */
  id?: string;
  enabled?: boolean;
}

const subscribeStatus = (listener: () => void) => getLiveChannel().onStatusChange(listener);
const readStatus = (): LiveStatus => getLiveChannel().getStatus();
const readServerStatus = (): LiveStatus => 'disconnected';

/**
 * What keeps a query live (new chat messages, who is coming). With a subscription, the tab's live
 * channel (GET /api/live) refetches the query when an event of its types arrives, and the query
 * polls every LIVE_POLL_INTERVAL_MS only while that channel is not connected. Without one —
 * `useLiveUpdates()` or `useLiveUpdates(enabled)` — it only polls. Never while the tab is hidden.
 */
export function useLiveUpdates(subscription?: boolean | LiveSubscriptionOptions): LiveQueryOptions {
  const options = typeof subscription === 'object' ? subscription : null;
  const enabled = typeof subscription === 'boolean' ? subscription : (options?.enabled ?? true);
  const authorized = useAuthorized();
  const status = useSyncExternalStore(subscribeStatus, readStatus, readServerStatus);
  const queryClient = useQueryClient();
  const listens = Boolean(options) && enabled && authorized === true;
  // The latest key, without resubscribing when the caller builds a new array each render.
  const latestKey = useRef(options?.queryKey);
  latestKey.current = options?.queryKey;
  const types = options?.types.join(',') ?? '';
  const id = options?.id;

  useEffect(() => {
    if (!listens) return;
    const wanted = types.split(',');
    let batch: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = getLiveChannel().subscribe((event) => {
      if (!wanted.includes(event.type) || (id !== undefined && event.id !== id) || batch !== undefined) return;
      batch = setTimeout(() => {
        batch = undefined;
        if (latestKey.current) void queryClient.invalidateQueries({ queryKey: latestKey.current });
      }, LIVE_EVENT_BATCH_MS);
    });
    return () => {
      clearTimeout(batch);
      unsubscribe();
    };
  }, [listens, types, id, queryClient]);

  const pushed = listens && status === 'connected';
  return { refetchInterval: enabled && !pushed ? LIVE_POLL_INTERVAL_MS : false, refetchIntervalInBackground: false };
}
