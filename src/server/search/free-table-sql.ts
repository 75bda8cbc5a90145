import { sql, type SQL } from 'drizzle-orm';

/**
 * Tables of restaurant `r` that admit the party and are not held over [start, start + table turn):
 * a confirmed reservation holds its table, a draft only until its expire_date (a draft without one
 * holds it, to never double-book).
 */
export function freeTablesWhereSql(party: number, startsAt: SQL, now: Date): SQL {
  return sql`t.restaurant_id = r.id and t.is_active and t.min_party <= ${party} and t.max_party >= ${party}
    and not exists (
      select 1 from reservations v
       where v.table_id = t.id
         and v.starts_at < ${startsAt} + make_interval(mins => r.table_turn_minutes::int)
         and v.ends_at > ${startsAt}
         and (v.status = 'confirmed' or (v.status = 'draft' and (v.expire_date is null or v.expire_date > ${now.toISOString()}::timestamptz))))`;
}

/**
 * `offset 0` keeps this EXISTS a per-restaurant probe of the (restaurant_id, max_party) index: without
 * it the planner turned it into a hash join over every table of every restaurant (40k rows, 30 ms).
 */
export const hasFreeTableSql = (party: number, startsAt: SQL, now: Date) =>
  sql`exists (select 1 from restaurant_tables t where ${freeTablesWhereSql(party, startsAt, now)} offset 0)`;
