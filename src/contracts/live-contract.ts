/**
 * What the live channel (GET /api/live, Server-Sent Events) says: only which kind of thing changed
 * and its id, never its content; the client refetches through the ordinary API. Plain TypeScript,
 * no zod: the browser reads it on every page with live data.
 */
export const LIVE_EVENT_TYPES = ['chat', 'group', 'booking', 'favorite', 'order', 'notification'] as const;
export type TLiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface TLiveEvent {
  type: TLiveEventType;
  /** chat: the conversation's id; group and booking: the booking's (reservation) id; favorite: the favourite's key; order: the order's id; notification: the new notification's id, or 'viewed' when the list was marked seen. */
  id: string;
}

/** A Last-Event-ID (or `lastEventId` query) is the decimal id of the last event a tab received. */
export const LIVE_EVENT_ID_PATTERN = /^[0-9]{1,18}$/;

/** `{ type, id }` out of whatever a channel delivered (SSE data, a Realtime Database child), or null. */
export function toLiveEvent(value: unknown): TLiveEvent | null {
  if (!value || typeof value !== 'object') return null;
  const { type, id } = value as { type?: unknown; id?: unknown };
  if (typeof id !== 'string' || !(LIVE_EVENT_TYPES as readonly unknown[]).includes(type)) return null;
  return { type: type as TLiveEventType, id };
}

export function parseLiveEvent(data: string): TLiveEvent | null {
  try {
    return toLiveEvent(JSON.parse(data));
  } catch {
    return null;
  }
}
