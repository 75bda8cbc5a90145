import type { AppDeps } from '@/server/http/app-env';
import { AppError } from '@/lib/errors/app-error';
import { isSessionActive } from '@/server/accounts/session-repository';
import type { DeliveredLiveEvent, LiveSubscription } from '@/server/adapters/realtime/realtime-adapter';

/** A comment this often keeps proxies and load balancers (idle timeouts of 30–60 s) from closing the stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** What a browser's own EventSource waits before reconnecting, should it do so itself. */
const RETRY_MS = 1_000;

export interface LiveStreamRequest {
  userId: string;
  sessionId: string;
  afterSeq: string | null;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  heartbeatMs?: number;
}

const encoder = new TextEncoder();

/** One SSE message: its id is the event's sequence number, its data only `{ type, id }`. */
export function formatLiveEvent(event: DeliveredLiveEvent): string {
  return `id: ${event.seq}\ndata: ${JSON.stringify({ type: event.type, id: event.id })}\n\n`;
}

/**
 * The body of GET /live: what the user missed after `afterSeq`, then their events as they come,
 * with heartbeats. Each heartbeat asks whether the session still stands, so signing out (or a
 * revoked session) ends the stream. The subscription is dropped when the client leaves.
 */
export async function openLiveStream(deps: Pick<AppDeps, 'db' | 'now' | 'realtime' | 'logger'>, request: LiveStreamRequest): Promise<ReadableStream<Uint8Array>> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let subscription: LiveSubscription | null = null;
  let timer: ReturnType<typeof setInterval> | undefined = undefined;
  let open = true;

  const stop = () => {
    if (!open) return;
    open = false;
    clearInterval(timer);
    subscription?.close();
    request.signal.removeEventListener('abort', stop);
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  };
  const send = (text: string) => {
    if (!open) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      stop();
    }
  };

  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
    cancel: stop,
  });
  // The first bytes leave at once, so the browser sees the channel open before any event.
  send(`retry: ${RETRY_MS}\n: connected\n\n`);
  try {
    subscription = await deps.realtime.subscribe(request.userId, { afterSeq: request.afterSeq, onEvent: (event) => send(formatLiveEvent(event)), onEnd: stop });
  } catch (error) {
    stop();
    deps.logger.error({ err: error }, 'live channel unavailable');
    throw new AppError('live_unavailable', 'The live channel is unavailable; try again shortly', { statusCode: 503 });
  }
  if (!open) {
    subscription.close();
    return body;
  }
  request.signal.addEventListener('abort', stop);
  timer = setInterval(() => {
    isSessionActive(deps.db, request.sessionId, deps.now()).then(
      (active) => (active ? send(': keepalive\n\n') : stop()),
      () => stop(),
    );
  }, request.heartbeatMs ?? LIVE_HEARTBEAT_MS);
  timer.unref?.();
  return body;
}
