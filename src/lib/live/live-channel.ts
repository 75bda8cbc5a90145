import { parseLiveEvent, type TLiveEvent } from '@/contracts/live-contract';
import { buildApiUrl } from '@/lib/api-client/build-url';

/** SPEC §9 realtime client: the reconnect delay starts at 1 s and grows by 1.3× up to 5 min. */
export const LIVE_RECONNECT_FIRST_MS = 1_000;
export const LIVE_RECONNECT_FACTOR = 1.3;
export const LIVE_RECONNECT_MAX_MS = 5 * 60_000;
/** SPEC §9 realtime client: a connection not open after 30 s is given up and tried again. */
export const LIVE_CONNECT_TIMEOUT_MS = 30_000;

export type LiveStatus = 'connected' | 'disconnected';
export type LiveEventListener = (event: TLiveEvent) => void;

export interface LiveChannel {
  /** The first listener opens the tab's one EventSource, the last one to leave closes it. */
  subscribe(listener: LiveEventListener): () => void;
  getStatus(): LiveStatus;
  onStatusChange(listener: () => void): () => void;
}

/**
 * The tab's connection to GET /api/live, shared by every live query. The browser sends the
 * auth_token cookie with it (EventSource cannot set headers; the token never goes in the URL).
 * On any error it closes and comes back after a growing delay, asking for what it missed with
 * `lastEventId`; meanwhile the status is 'disconnected' and live queries poll.
 */
export function createLiveChannel(): LiveChannel {
  const listeners = new Set<LiveEventListener>();
  const statusListeners = new Set<() => void>();
  let source: EventSource | null = null;
  let status: LiveStatus = 'disconnected';
  let lastEventId: string | null = null;
  let delay = LIVE_RECONNECT_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: LiveStatus) => {
    if (status === next) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  };

  const close = () => {
    clearTimeout(connectTimer);
    clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = null;
    setStatus('disconnected');
  };

  const fail = (failed: EventSource) => {
    if (source !== failed) return;
    close();
    retryTimer = setTimeout(connect, delay);
    delay = Math.min(delay * LIVE_RECONNECT_FACTOR, LIVE_RECONNECT_MAX_MS);
  };

  function connect() {
    retryTimer = undefined;
    // No EventSource (server rendering, a very old browser): the queries keep polling.
    if (typeof EventSource === 'undefined' || listeners.size === 0) return;
    const opened = new EventSource(buildApiUrl('/live', lastEventId ? { lastEventId } : undefined));
    source = opened;
    connectTimer = setTimeout(() => fail(opened), LIVE_CONNECT_TIMEOUT_MS);
    opened.onopen = () => {
      clearTimeout(connectTimer);
      delay = LIVE_RECONNECT_FIRST_MS;
      setStatus('connected');
    };
    opened.onmessage = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = parseLiveEvent(message.data);
      if (event) listeners.forEach((listener) => listener(event));
    };
    // The browser would retry by itself at a fixed pace and without `lastEventId`: we do it instead.
    opened.onerror = () => fail(opened);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!source && retryTimer === undefined) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        close();
        // Nobody is left to replay to: the next page's queries fetch fresh data.
        lastEventId = null;
        delay = LIVE_RECONNECT_FIRST_MS;
      };
    },
    getStatus: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

let tabChannel: LiveChannel | null = null;

/** The one channel of this tab. */
export function getLiveChannel(): LiveChannel {
  tabChannel ??= createLiveChannel();
  return tabChannel;
}
