import type { TLiveEvent } from '@/contracts/live-contract';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/logging/logger';
import { deleteLiveEventsBefore, findLiveEventsAfter, insertLiveEvents, LIVE_CHANNEL, lockLiveStreams, type StoredLiveEvent } from './live-event-repository';
import { listenOnPostgres, type NotificationListener } from './pg-notification-listener';
import type { DeliveredLiveEvent, LiveSubscription, RealtimeAdapter, SubscribeOptions } from './realtime-adapter';

/** How long a missed event can still be replayed to a tab that reconnects with Last-Event-ID. */
export const LIVE_REPLAY_WINDOW_MS = 10 * 60_000;
/** At most this many changed things are replayed (each once); a tab away longer refetches its queries on focus anyway. */
export const LIVE_REPLAY_LIMIT = 200;
const PRUNE_INTERVAL_MS = 60_000;

export interface SseRealtimeOptions {
  db: Db;
  logger: Logger;
  now: () => Date;
  /**
   * PostgreSQL: the database's URL, for a dedicated LISTEN connection that hears events published
   * by every app instance. Absent (embedded PGlite, one process): events are handed over in process.
   */
  listenUrl?: string;
}

interface LocalSubscriber {
  deliver(event: DeliveredLiveEvent): void;
  end(): void;
}

/** The default realtime adapter: events stored for replay, fanned out with LISTEN/NOTIFY, read over SSE. */
export function createSseRealtimeAdapter({ db, logger, now, listenUrl }: SseRealtimeOptions): RealtimeAdapter {
  const subscribers = new Map<string, Set<LocalSubscriber>>();
  let listening: Promise<NotificationListener> | null = null;
  let lastPruneAt = 0;

  const dispatch = (event: StoredLiveEvent) => {
    const { userId, ...delivered } = event;
    for (const subscriber of subscribers.get(userId) ?? []) subscriber.deliver(delivered);
  };

  const endAll = () => {
    for (const set of subscribers.values()) for (const subscriber of [...set]) subscriber.end();
  };

  const ensureListening = () => {
    if (!listenUrl) return Promise.resolve(null);
    listening ??= listenOnPostgres({
      url: listenUrl,
      channel: LIVE_CHANNEL,
      logger,
      onPayload: (payload) => dispatchPayload(payload),
      onLost: () => {
        // Whatever was published meanwhile is in the table: end the streams, the tabs reconnect and replay.
        listening = null;
        endAll();
      },
    }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  const dispatchPayload = (payload: string) => {
    try {
      dispatch(JSON.parse(payload) as StoredLiveEvent);
    } catch (error) {
      logger.warn({ err: error }, 'unreadable live-event notification');
    }
  };

  const pruneNowAndThen = async () => {
    const at = now();
    if (at.getTime() - lastPruneAt < PRUNE_INTERVAL_MS) return;
    lastPruneAt = at.getTime();
    await deleteLiveEventsBefore(db, new Date(at.getTime() - LIVE_REPLAY_WINDOW_MS));
  };

  return {
    kind: 'sse',
    // PostgreSQL is the only copy of the diner's data: there is nothing else to keep in step.
    mirrorsUserData: false,
    mirror: () => Promise.resolve(),
    forget: () => Promise.resolve(),

    async publish(userIds: readonly string[], event: TLiveEvent) {
      const recipients = [...new Set(userIds)];
      if (recipients.length === 0) return;
      const notify = Boolean(listenUrl);
      const stored = await db.transaction(async (tx) => {
        await lockLiveStreams(tx, recipients);
        return insertLiveEvents(tx, { userIds: recipients, type: event.type, subjectId: event.id, at: now(), notify });
      });
      if (!notify) stored.forEach(dispatch);
      await pruneNowAndThen();
    },

    async subscribe(userId: string, options: SubscribeOptions): Promise<LiveSubscription> {
      await ensureListening();
      // Live events wait while the missed ones are read. One user's events commit in id order
      // (lockLiveStreams), so anything heard at or below the last replayed id was covered by the replay.
      let pending: DeliveredLiveEvent[] | null = [];
      let replayedUpTo = -1n;
      const isNew = (event: DeliveredLiveEvent) => BigInt(event.seq) > replayedUpTo;
      let ended = false;
      const subscriber: LocalSubscriber = {
        deliver: (event) => {
          if (pending) pending.push(event);
          else if (isNew(event)) options.onEvent(event);
        },
        end: () => {
          if (ended) return;
          ended = true;
          remove();
          options.onEnd();
        },
      };
      const remove = () => {
        const set = subscribers.get(userId);
        set?.delete(subscriber);
        if (set?.size === 0) subscribers.delete(userId);
      };
      const set = subscribers.get(userId) ?? new Set<LocalSubscriber>();
      set.add(subscriber);
      subscribers.set(userId, set);
      try {
        const missed = options.afterSeq ? await findLiveEventsAfter(db, userId, options.afterSeq, LIVE_REPLAY_LIMIT) : [];
        for (const event of missed) options.onEvent(event);
        replayedUpTo = missed.reduce((top, event) => (BigInt(event.seq) > top ? BigInt(event.seq) : top), replayedUpTo);
      } catch (error) {
        remove();
        throw error;
      }
      const waiting = pending;
      pending = null;
      for (const event of waiting) if (isNew(event)) options.onEvent(event);
      return {
        close: () => {
          ended = true;
          remove();
        },
      };
    },

    async close() {
      endAll();
      const listener = await listening?.catch(() => null);
      listening = null;
      await listener?.close();
    },
  };
}
