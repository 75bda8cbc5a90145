import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '@/server/db/client';
import { events, reservations, restaurants, restaurantTables, type OpeningPeriod } from '@/server/db/schema';
import { holdsItsSeats } from '@/server/reservations/hold-rule';
import { lastBookableDateSql, meetsMinNoticeSql } from '@/server/reservations/booking-window-rule';
import { isFreeTable } from '@/server/reservations/free-table-rule';
import { rowsOf } from '@/server/search/raw-rows';
import { arrayLiteral } from './slot-grid-sql';

const r = alias(restaurants, 'r');
const t = alias(restaurantTables, 't');

export interface BookingSettingsRow {
  restaurantId: number;
  timeZone: string;
  openingHours: OpeningPeriod[];
  slotMinutes: number;
  tableTurnMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  freeCancellationHours: number;
  lastBookableDate: string;
}

/** Round trip 1: the restaurant's booking settings (primary key lookup) and its last bookable service day. */
export async function findBookingSettings(db: Queryable, restaurantId: number, now: Date) {
  const [row] = rowsOf<BookingSettingsRow>(
    await db.execute(sql`select r.id as "restaurantId", r.time_zone as "timeZone", r.opening_hours as "openingHours", r.slot_minutes::int as "slotMinutes",
        r.table_turn_minutes::int as "tableTurnMinutes", r.min_notice_minutes::int as "minNoticeMinutes", r.max_days_ahead::int as "maxDaysAhead",
        r.free_cancellation_hours::int as "freeCancellationHours", ${lastBookableDateSql(r, now)} as "lastBookableDate"
      from restaurants r where r.id = ${restaurantId}`),
  );
  return row;
}

export interface SlotRow {
  localTs: string;
  startsAt: Date | string;
  freeTables: number;
}

/**
 * Round trip 2: of the grid's local starts, those far enough ahead (meetsMinNoticeSql), each with
 * its UTC instant and the count of free tables for the party.
 */
export async function findBookableSlots(db: Queryable, restaurantId: number, localStarts: string[], party: number, now: Date) {
  if (localStarts.length === 0) return [];
  const startsAt = sql`(g.local_ts at time zone r.time_zone)`;
  return rowsOf<SlotRow>(
    await db.execute(sql`
      select to_char(g.local_ts, 'YYYY-MM-DD"T"HH24:MI') as "localTs", ${startsAt} as "startsAt", f.free_tables as "freeTables"
        from restaurants r
        cross join unnest(${arrayLiteral(localStarts)}::timestamp[]) as g(local_ts)
        cross join lateral (
          select count(*)::int as free_tables from restaurant_tables t where ${isFreeTable(t, r, party, startsAt, now)}
        ) as f
       where r.id = ${restaurantId} and ${meetsMinNoticeSql(r, startsAt, now)}
       order by g.local_ts`),
  );
}

/** Places of an event: its capacity and the guests of the reservations holding places (holdsItsSeats). */
export async function findEventPlaces(db: Queryable, eventId: number, now: Date, excludeReservationId: string | null = null) {
  const [row] = await db
    .select({
      id: events.id,
      restaurantId: events.restaurantId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      capacity: events.capacity,
      taken: sql<number>`coalesce(sum(${reservations.guests}), 0)::int`,
    })
    .from(events)
    .leftJoin(
      reservations,
      and(eq(reservations.eventId, events.id), excludeReservationId ? ne(reservations.id, excludeReservationId) : undefined, holdsItsSeats(reservations, now)),
    )
    .where(eq(events.id, eventId))
    .groupBy(events.id);
  return row;
}
