/** SPEC §9 draft request delay. */
export const DRAFT_DELAY_MS = 1000;

export type TDraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

interface TDraftSchedulerOptions<P> {
  send: (payload: P, signal: AbortSignal) => Promise<void>;
  onStatus: (status: TDraftStatus, error: unknown) => void;
  delayMs?: number;
}

export interface TDraftScheduler<P> {
  /** A change: (re)starts the delay and cancels any request still pending (SPEC §4). */
  schedule(payload: P): void;
  /** Sends a waiting (or failed) change now; resolves once everything asked for is saved, rejects on failure. */
  flush(): Promise<void>;
  /** Drops the waiting change and aborts the request in flight (unmount, cart reset). */
  cancel(): void;
}

/**
 * SPEC §4 reservation draft: one request about `delayMs` after the last change; a newer change
 * aborts the request in flight, since the server must end up with the latest draft only.
 */
export function createDraftScheduler<P>({ send, onStatus, delayMs = DRAFT_DELAY_MS }: TDraftSchedulerOptions<P>): TDraftScheduler<P> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { payload: P } | null = null;
  let controller: AbortController | null = null;
  let inFlight: Promise<void> | null = null;

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function run(): Promise<void> {
    clearTimer();
    if (!waiting) return Promise.resolve();
    const { payload } = waiting;
    waiting = null;
    const current = new AbortController();
    controller = current;
    onStatus('saving', null);
    const request = send(payload, current.signal).then(
      () => {
        if (controller !== current) return;
        controller = null;
        onStatus('saved', null);
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        controller = null;
        // Kept so that flush() (a retry, or the checkout) sends it again unless a newer change replaced it.
        waiting ??= { payload };
        onStatus('error', error);
        throw error;
      },
    );
    inFlight = request;
    // A failure is reported through onStatus; only flush() callers see the rejection.
    request.catch(() => undefined);
    return request;
  }

  function abortInFlight() {
    controller?.abort();
    controller = null;
  }

  return {
    schedule(payload) {
      clearTimer();
      abortInFlight();
      waiting = { payload };
      onStatus('pending', null);
      timer = setTimeout(() => void run(), delayMs);
    },
    async flush() {
      // A change made while awaiting is sent too: loop until nothing waits or flies.
      while (waiting || controller) {
        await (waiting ? run() : inFlight);
      }
    },
    cancel() {
      clearTimer();
      waiting = null;
      abortInFlight();
    },
  };
}
