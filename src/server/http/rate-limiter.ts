import { createHash } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { countHit, deleteExpiredCounters } from './rate-limit-repository';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 while allowed. */
  retryAfterSeconds: number;
}

/** Fixed-window counters; `now` (ms) lets tests move the clock. */
export interface RateLimiter {
  /** Counts one hit; answers how many seconds to wait when the limit is exceeded. */
  hit(key: string, limit: number, windowSeconds: number, now?: number): Promise<RateLimitResult>;
}

/** Expired counters are swept at most this often per app instance, a bounded batch at a time. */
export const CLEANUP_INTERVAL_MS = 60_000;
export const CLEANUP_BATCH = 1_000;

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * Counters in PostgreSQL (or PGlite): every app instance behind a load balancer sees the same
 * counts, a restart forgets nothing, and no number of keys ever resets the others.
 */
export function createDatabaseRateLimiter(db: Db): RateLimiter {
  let lastCleanup = Number.NEGATIVE_INFINITY;
  return {
    async hit(key, limit, windowSeconds, now = Date.now()) {
      const at = new Date(now);
      const { hits, expiresAt } = await countHit(db, digest(key), at, new Date(now + windowSeconds * 1000));
      if (now - lastCleanup >= CLEANUP_INTERVAL_MS) {
        lastCleanup = now;
        await deleteExpiredCounters(db, at, CLEANUP_BATCH);
      }
      if (hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)) };
    },
  };
}
