import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from './raw-rows';

const TTL_MS = 5 * 60_000;
const cache = new WeakMap<object, { zones: string[]; at: number }>();

/**
 * The time zones of the cities, cached a few minutes per database: only a hint that lets openNow
 * use precomputed minutes (a restaurant in another zone falls back to SQL's own conversion).
 */
export async function findCityTimeZones(db: Queryable, now: number = Date.now()): Promise<string[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.zones;
  const zones = rowsOf<{ zone: string }>(await db.execute(sql`select distinct time_zone as zone from cities`)).map((row) => row.zone);
  cache.set(db, { zones, at: now });
  return zones;
}
