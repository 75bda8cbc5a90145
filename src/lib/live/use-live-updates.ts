import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TLiveEventType } from '@/contracts/live-contract';
import { useAuthorized } from '@/lib/session/use-authorized';
import type { LiveChannel, LiveEventListener, LiveStatus } from './live-channel';

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

let tabChannel: Promise<LiveChannel> | null = null;
let status: LiveStatus = 'disconnected';
const statusListeners = new Set<() => void>();

/** The tab's live channel (its reconnection logic, its transports) loads with the first live subscription, not with the page. */
function loadTabChannel(): Promise<LiveChannel> {
  tabChannel ??= import('./live-channel').then(({ getLiveChannel }) => {
    const channel = getLiveChannel();
    channel.onStatusChange(() => {
      status = channel.getStatus();
      statusListeners.forEach((listener) => listener());
    });
    return channel;
  });
  return tabChannel;
}

/** Resolves the channel's own subscription once it has loaded; unsubscribing before that cancels it. */
function subscribeToTabChannel(listener: LiveEventListener): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  void loadTabChannel().then((channel) => {
    if (!cancelled) unsubscribe = channel.subscribe(listener);
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};
const readStatus = (): LiveStatus => status;
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
    const unsubscribe = subscribeToTabChannel((event) => {
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
