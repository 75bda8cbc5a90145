import { onePerDatabase } from '@/server/db/one-per-database';

/**
 * Remembers each key's answer for `ttlMs`: concurrent callers share one load, a failed load is
 * forgotten at once (the next caller tries again). For data every page shows and that changes
 * rarely (site settings, static data), so a busy server asks the database once per key and period.
 */
export function createTtlMemo<T>(ttlMs: number, clock: () => number = () => performance.now()) {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return function remember(key: string, load: () => Promise<T>): Promise<T> {
    const now = clock();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    entries.set(key, { expiresAt: now + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/**
 * A createTtlMemo per database handle: a test's fresh database (or a second app instance's) never
 * sees rows remembered from another.
 */
export function createTtlMemoByDatabase<T>(ttlMs: number, clock?: () => number) {
  const memoOf = onePerDatabase((_db: object) => createTtlMemo<T>(ttlMs, clock));
  return function remember(db: object, key: string, load: () => Promise<T>): Promise<T> {
    return memoOf(db)(key, load);
  };
}
