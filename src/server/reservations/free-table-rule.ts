import { and, eq, gt, gte, lt, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type BuildAliasTable } from 'drizzle-orm/pg-core';
import { reservations, type restaurants, type restaurantTables } from '@/server/db/schema';
import { holdsItsSeats } from './hold-rule';

/** restaurant_tables (or an alias of it) in the caller's query. */
export type TableRef = Pick<BuildAliasTable<typeof restaurantTables, string>, 'id' | 'restaurantId' | 'isActive' | 'minParty' | 'maxParty'>;
/** restaurants (or an alias of it) in the caller's query. */
export type RestaurantRef = Pick<BuildAliasTable<typeof restaurants, string>, 'id' | 'tableTurnMinutes'>;

const qb = new QueryBuilder();

/** A table in service that admits the party. */
export const admitsParty = (t: TableRef, party: number): SQL => and(sql`${t.isActive}`, lte(t.minParty, party), gte(t.maxParty, party))!;

/**
 * A table of restaurant `r` that admits the party and that no holding reservation (holdsItsSeats)
 * overlaps over [start, start + the restaurant's table turn). `excludeReservationId` is the booking
 * being moved or re-held, which must not block itself.
 */
export function isFreeTable(t: TableRef, r: RestaurantRef, party: number, startsAt: SQL, now: Date, excludeReservationId: string | null = null): SQL {
  const v = alias(reservations, 'v');
  const overlapping = qb
    .select({ one: sql`1` })
    .from(v)
    .where(
      and(
        eq(v.tableId, t.id),
        excludeReservationId ? ne(v.id, excludeReservationId) : undefined,
        lt(v.startsAt, sql`${startsAt} + make_interval(mins => ${r.tableTurnMinutes}::int)`),
        gt(v.endsAt, startsAt),
        holdsItsSeats(v, now),
      ),
    );
  return and(eq(t.restaurantId, r.id), admitsParty(t, party), notExists(overlapping))!;
}
