import type { TLiveEvent } from '@/contracts/live-contract';
import type { LiveConnection, LiveConnector } from './live-connector';

/** SPEC §9 realtime client: the reconnect delay starts at 1 s and grows by 1.3× up to 5 min. */
export const LIVE_RECONNECT_FIRST_MS = 1_000;
export const LIVE_RECONNECT_FACTOR = 1.3;
export const LIVE_RECONNECT_MAX_MS = 5 * 60_000;
/** SPEC §9 realtime client: a connection not open after 30 s is given up and tried again. */
export const LIVE_CONNECT_TIMEOUT_MS = 30_000;

export type LiveStatus = 'connected' | 'disconnected';
export type LiveEventListener = (event: TLiveEvent) => void;

export interface LiveChannel {
  /** The first listener opens the tab's one connection, the last one to leave closes it. */
  subscribe(listener: LiveEventListener): () => void;
  getStatus(): LiveStatus;
  onStatusChange(listener: () => void): () => void;
}

interface Attempt {
  connection: LiveConnection | null;
}

/** The transports load with the first live query, not with the page: its first-load JS stays small. */
const loadSelectedConnector = () => import('./select-live-connector').then((module) => module.selectLiveConnector());

/**
 * The tab's live channel, shared by every live query. On any failure it closes and comes back
 * after a growing delay, asking for what it missed; meanwhile the status is 'disconnected' and
 * live queries poll. A new connector (no replay) once everybody has left.
 */
export function createLiveChannel(loadConnector: () => Promise<LiveConnector> = loadSelectedConnector): LiveChannel {
  const listeners = new Set<LiveEventListener>();
  const statusListeners = new Set<() => void>();
  let connector: Promise<LiveConnector> | null = null;
  let active: Attempt | null = null;
  let status: LiveStatus = 'disconnected';
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
    const closing = active;
    active = null;
    closing?.connection?.close();
    setStatus('disconnected');
  };

  const fail = (failed: Attempt) => {
    if (active !== failed) return;
    close();
    retryTimer = setTimeout(connect, delay);
    delay = Math.min(delay * LIVE_RECONNECT_FACTOR, LIVE_RECONNECT_MAX_MS);
  };

  function connect() {
    retryTimer = undefined;
    if (listeners.size === 0) return;
    const attempt: Attempt = { connection: null };
    active = attempt;
    connectTimer = setTimeout(() => fail(attempt), LIVE_CONNECT_TIMEOUT_MS);
    connector ??= loadConnector();
    connector.then(
      (loaded) => {
        if (active === attempt) open(attempt, loaded);
      },
      () => {
        connector = null;
        fail(attempt);
      },
    );
  }

  function open(attempt: Attempt, loaded: LiveConnector) {
    attempt.connection = loaded.connect({
      onOpen: () => {
        if (active !== attempt) return;
        clearTimeout(connectTimer);
        delay = LIVE_RECONNECT_FIRST_MS;
        setStatus('connected');
      },
      onEvent: (event) => {
        if (active === attempt) listeners.forEach((listener) => listener(event));
      },
      onInterrupted: () => {
        if (active === attempt) setStatus('disconnected');
      },
      onError: () => fail(attempt),
    });
    if (active !== attempt) {
      // It failed while opening: whatever it opened goes too.
      attempt.connection?.close();
    } else if (!attempt.connection) {
      clearTimeout(connectTimer);
      active = null;
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!active && retryTimer === undefined) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        close();
        // Nobody is left to replay to: the next page's queries fetch fresh data.
        connector = null;
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
