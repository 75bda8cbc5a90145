import { parseLiveEvent } from '@/contracts/live-contract';
import { buildApiUrl } from '@/lib/api-client/build-url';
import type { LiveConnector } from './live-connector';

/**
 * GET /api/live over EventSource. The browser sends the auth_token cookie with it (EventSource
 * cannot set headers; the token never goes in the URL). Each reconnection asks for what it missed
 * with `lastEventId`; the browser's own retry (fixed pace, no `lastEventId`) is never left to run.
 */
export function createSseLiveConnector(): LiveConnector {
  let lastEventId: string | null = null;
  return {
    connect(handlers) {
      // No EventSource (server rendering, a very old browser): the queries keep polling.
      if (typeof EventSource === 'undefined') return null;
      const source = new EventSource(buildApiUrl('/live', lastEventId ? { lastEventId } : undefined));
      source.onopen = () => handlers.onOpen();
      source.onmessage = (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = parseLiveEvent(message.data);
        if (event) handlers.onEvent(event);
      };
      source.onerror = () => handlers.onError();
      return { close: () => source.close() };
    },
  };
}
