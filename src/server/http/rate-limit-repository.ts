import { inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rateLimitCounters } from '@/server/db/schema';

/**
 * Counts one hit in one statement, atomic under concurrency: the first hit (or the first after the
 * window ended) starts a new window, any other adds one. Answers the count and when the window ends.
 */
export async function countHit(db: Queryable, keyHash: string, now: Date, windowEndsAt: Date): Promise<{ hits: number; expiresAt: Date }> {
  const expired = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ keyHash, hits: 1, windowStartedAt: now, expiresAt: windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.keyHash,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimitCounters.windowStartedAt} end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt });
  return { hits: row.hits, expiresAt: new Date(row.expiresAt) };
}

/** Deletes up to `batch` counters whose window has ended; answers how many. */
export async function deleteExpiredCounters(db: Queryable, now: Date, batch: number): Promise<number> {
  const expired = db.select({ keyHash: rateLimitCounters.keyHash }).from(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now)).limit(batch);
  const deleted = await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.keyHash, expired)).returning({ keyHash: rateLimitCounters.keyHash });
  return deleted.length;
}
