import type { TLiveEvent } from '@/contracts/live-contract';
import type { RealtimeAdapter } from '../realtime-adapter';
import { createPushKeyGenerator, pushKeyTime } from './push-key';
import type { RtdbRestClient } from './rtdb-rest-client';

/** SPEC §3: an event under users/{uid}/events is only a nudge to refetch; older than this, nobody needs it. */
export const FIREBASE_EVENT_TTL_MS = 10 * 60_000;
/** One user's old events are looked for at most this often (one shallow read per user). */
export const FIREBASE_PRUNE_INTERVAL_MS = 60_000;
/** Past this many users remembered, the prune times start over (a bounded map; pruning again is harmless). */
const PRUNE_MEMORY = 10_000;

export const userPath = (userId: string) => `users/${userId}`;

export interface FirebaseRealtimeOptions {
  /** Keeps GET /api/live working for tabs that do not load Firebase (no NEXT_PUBLIC_FIREBASE_* config, SDK blocked). */
  sse: RealtimeAdapter;
  rtdb: RtdbRestClient;
  now: () => Date;
}

/**
 * The realtime adapter when Firebase is configured: PostgreSQL stays the source of truth and the
 * writes stay REST through our API; after each commit the diner's data is mirrored to
 * `users/{uid}/{info,settings,address,favorite}` and each live event is pushed to
 * `users/{uid}/events/{push key}` = `{ type, id, at }`, where the browser's Firebase listener hears it.
 */
export function createFirebaseRealtimeAdapter({ sse, rtdb, now }: FirebaseRealtimeOptions): RealtimeAdapter {
  const nextKey = createPushKeyGenerator();
  const prunedAt = new Map<string, number>();

  const pruneOldEvents = async (userId: string, at: number) => {
    if (at - (prunedAt.get(userId) ?? 0) < FIREBASE_PRUNE_INTERVAL_MS) return;
    if (prunedAt.size >= PRUNE_MEMORY) prunedAt.clear();
    prunedAt.set(userId, at);
    const eventsPath = `${userPath(userId)}/events`;
    const stale = (await rtdb.childKeys(eventsPath)).filter((key) => !(pushKeyTime(key) >= at - FIREBASE_EVENT_TTL_MS));
    if (stale.length > 0) await rtdb.patch(eventsPath, Object.fromEntries(stale.map((key) => [key, null])));
  };

  const pushEvents = async (userIds: readonly string[], event: TLiveEvent) => {
    const at = now().getTime();
    const writes = Object.fromEntries(userIds.map((userId) => [`${userPath(userId)}/events/${nextKey(at)}`, { type: event.type, id: event.id, at }]));
    await rtdb.patch('', writes);
    for (const userId of userIds) await pruneOldEvents(userId, at);
  };

  return {
    kind: 'firebase',
    mirrorsUserData: true,

    async publish(userIds, event) {
      const recipients = [...new Set(userIds)];
      if (recipients.length === 0) return;
      // Both are tried; the first failure is reported (and logged by publishBestEffort).
      const outcomes = await Promise.allSettled([sse.publish(recipients, event), pushEvents(recipients, event)]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    },

    subscribe: (userId, options) => sse.subscribe(userId, options),

    async mirror(userId, node, value) {
      const path = `${userPath(userId)}/${node}`;
      if (value === null || value === undefined) await rtdb.remove(path);
      else await rtdb.put(path, value);
    },

    async forget(userId) {
      prunedAt.delete(userId);
      await rtdb.remove(userPath(userId));
    },

    close: () => sse.close(),
  };
}
