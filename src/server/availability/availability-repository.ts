import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '@/server/db/client';
import { events, reservations, restaurants, restaurantTables, type OpeningPeriod } from '@/server/db/schema';
import { holdsItsSeats } from '@/server/reservations/hold-rule';
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
}

/** Round trip 1: the restaurant's booking settings (primary key lookup). */
export async function findBookingSettings(db: Queryable, restaurantId: number) {
  const [row] = rowsOf<BookingSettingsRow>(
    await db.execute(sql`select id as "restaurantId", time_zone as "timeZone", opening_hours as "openingHours", slot_minutes::int as "slotMinutes",
        table_turn_minutes::int as "tableTurnMinutes", min_notice_minutes::int as "minNoticeMinutes", max_days_ahead::int as "maxDaysAhead",
        free_cancellation_hours::int as "freeCancellationHours"
      from restaurants where id = ${restaurantId}`),
  );
  return row;
}

export interface SlotRow {
  localTs: string;
  startsAt: Date | string;
  freeTables: number;
}

/**
 * Round trip 2: of the grid's local starts (with their service dates), those a diner may book now
 * (future, after the minimum notice, service date within max_days_ahead in the restaurant's zone),
 * each with its UTC instant and the count of free tables for the party.
 */
export async function findBookableSlots(db: Queryable, restaurantId: number, slots: { date: string; localTs: string }[], party: number, now: Date) {
  if (slots.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const startsAt = sql`(g.local_ts at time zone r.time_zone)`;
  return rowsOf<SlotRow>(
    await db.execute(sql`
      select to_char(g.local_ts, 'YYYY-MM-DD"T"HH24:MI') as "localTs", ${startsAt} as "startsAt", f.free_tables as "freeTables"
        from restaurants r
        cross join unnest(${arrayLiteral(slots.map((slot) => slot.localTs))}::timestamp[], ${arrayLiteral(slots.map((slot) => slot.date))}::date[]) as g(local_ts, day)
        cross join lateral (
          select count(*)::int as free_tables from restaurant_tables t where ${isFreeTable(t, r, party, startsAt, now)}
        ) as f
       where r.id = ${restaurantId}
         and ${startsAt} > ${at}
         and ${startsAt} >= ${at} + make_interval(mins => r.min_notice_minutes)
         and g.day <= (${at} at time zone r.time_zone)::date + r.max_days_ahead::int
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
