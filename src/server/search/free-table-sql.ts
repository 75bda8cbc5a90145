import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { restaurants, restaurantTables } from '@/server/db/schema';
import { isFreeTable } from '@/server/reservations/free-table-rule';

/** The aliases the search's raw queries give their tables: `restaurants r`, `restaurant_tables t`. */
export const r = alias(restaurants, 'r');
export const t = alias(restaurantTables, 't');

/**
 * `offset 0` keeps this EXISTS a per-restaurant probe of the (restaurant_id, max_party) index: without
 * it the planner turned it into a hash join over every table of every restaurant (40k rows, 30 ms).
 */
export const hasFreeTableSql = (party: number, startsAt: SQL, now: Date) =>
  sql`exists (select 1 from restaurant_tables t where ${isFreeTable(t, r, party, startsAt, now)} offset 0)`;
