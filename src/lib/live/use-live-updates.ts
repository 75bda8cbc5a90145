/** How often a live query asks again while there is no live-data channel yet. */
export const LIVE_POLL_INTERVAL_MS = 10_000;

export interface LiveQueryOptions {
  refetchInterval: number | false;
  refetchIntervalInBackground: boolean;
}

/**
 * What keeps a query live (new chat messages, who is coming). Until the live-data channel exists
 * it polls every LIVE_POLL_INTERVAL_MS, and not while the tab is hidden; switching to the channel
 * changes this hook only (subscribe, invalidate the key, stop polling), not the features using it.
 */
export function useLiveUpdates(enabled = true): LiveQueryOptions {
  return { refetchInterval: enabled ? LIVE_POLL_INTERVAL_MS : false, refetchIntervalInBackground: false };
}
