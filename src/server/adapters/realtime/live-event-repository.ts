import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { TLiveEventType } from '@/contracts/live-contract';
import type { Queryable } from '@/server/db/client';
import { liveEvents } from '@/server/db/schema';
import type { DeliveredLiveEvent } from './realtime-adapter';

export const LIVE_CHANNEL = 'tablee_live';

export interface StoredLiveEvent extends DeliveredLiveEvent {
  userId: string;
}

/**
 * Queues this transaction behind any other one publishing to the same users, so one user's event
 * ids commit in the order they were taken: a subscriber replaying "after id n" then misses nothing.
 * Users are locked in one order, so two publishers never wait on each other in a circle.
 */
export async function lockLiveStreams(tx: Queryable, userIds: readonly string[]) {
  for (const userId of [...userIds].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live:${userId}`}, 0))`);
  }
}

/** Stores one event per user; with `notify`, PostgreSQL also tells every listening instance at commit. */
export async function insertLiveEvents(
  tx: Queryable,
  input: { userIds: readonly string[]; type: TLiveEventType; subjectId: string; at: Date; notify: boolean },
): Promise<StoredLiveEvent[]> {
  const rows = await tx
    .insert(liveEvents)
    .values(input.userIds.map((userId) => ({ userId, type: input.type, subjectId: input.subjectId, createdAt: input.at })))
    .returning({ seq: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, id: liveEvents.subjectId });
  const stored = rows.map((row) => ({ seq: row.seq.toString(), userId: row.userId, type: row.type as TLiveEventType, id: row.id }));
  if (input.notify) {
    // One small notification per row: a payload is limited to 8000 bytes, a conversation may have many staff.
    for (const event of stored) await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
  }
  return stored;
}

/**
 * What a user missed after `afterSeq`: each thing that changed once, at its latest event, oldest
 * first. An event carries no content, so the latest of a kind and id says all the earlier ones did.
 */
export async function findLiveEventsAfter(db: Queryable, userId: string, afterSeq: string, limit: number): Promise<DeliveredLiveEvent[]> {
  const latest = max(liveEvents.id);
  const rows = await db
    .select({ seq: latest, type: liveEvents.type, id: liveEvents.subjectId })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, BigInt(afterSeq))))
    .groupBy(liveEvents.type, liveEvents.subjectId)
    .orderBy(asc(latest))
    .limit(limit);
  return rows.flatMap((row) => (row.seq === null ? [] : [{ seq: row.seq.toString(), type: row.type as TLiveEventType, id: row.id }]));
}

export async function deleteLiveEventsBefore(db: Queryable, before: Date) {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}
