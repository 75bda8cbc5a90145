import type { TestContext } from './test-app';

export interface LiveMessage {
  id: string;
  data: { type: string; id: string };
}

export interface LiveReader {
  status: number;
  headers: Headers;
  /**
   * The next event (comments and the retry line skipped; `notification` events too unless asked
   * for, since most changes also notify someone); fails after `timeoutMs` instead of hanging.
   */
  next(timeoutMs?: number): Promise<LiveMessage>;
  close(): Promise<void>;
}

/** GET /api/live as an EventSource would read it, through `app.request` (no port). */
export async function openLive(
  app: TestContext['app'],
  options: { token?: string; cookie?: string; lastEventId?: string; query?: string; withNotifications?: boolean } = {},
): Promise<LiveReader> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await app.request(`/api/live${options.query ?? ''}`, { headers });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const ready: LiveMessage[] = [];
  let buffer = '';

  const readMore = async () => {
    if (!reader) throw new Error(`no stream (status ${response.status})`);
    const { done, value } = await reader.read();
    if (done) throw new Error('the live stream ended');
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(block.split('\n').filter((line) => !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]));
      if (fields.data === undefined) continue;
      const message: LiveMessage = { id: fields.id, data: JSON.parse(fields.data) };
      if (options.withNotifications || message.data.type !== 'notification') ready.push(message);
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    async next(timeoutMs = 10_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no live event within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        while (ready.length === 0) await Promise.race([readMore(), timeout]);
        return ready.shift() as LiveMessage;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await reader?.cancel().catch(() => undefined);
    },
  };
}

/** The body a JSON error answer had, for a response that is not a stream. */
export async function readJsonError(app: TestContext['app'], init: { headers?: Record<string, string>; query?: string } = {}) {
  const response = await app.request(`/api/live${init.query ?? ''}`, { headers: init.headers });
  return { status: response.status, json: (await response.json()) as unknown };
}
