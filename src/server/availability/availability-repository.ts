import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '@/server/db/client';
import { events, reservations, restaurants, restaurantTables, type OpeningPeriod } from '@/server/db/schema';
import { holdsItsSeats } from '@/server/reservations/hold-rule';
import { lastBookableDateSql, meetsMinNoticeSql } from '@/server/reservations/booking-window-rule';
import { isFreeTable } from '@/server/reservations/free-table-rule';
import { rowsOf } from '@/server/search/raw-rows';
import { intArrayLiteral } from '@/server/db/array-literal';
import { arrayLiteral } from './slot-grid-sql';

const r = alias(restaurants, 'r');
const t = alias(restaurantTables, 't');

export interface BookingSettingsRow {
  restaurantId: number;
  offersBooking: boolean;
  timeZone: string;
  openingHours: OpeningPeriod[];
  slotMinutes: number;
  tableTurnMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  freeCancellationHours: number;
  lastBookableDate: string;
}

/** Round trip 1: the restaurants' booking settings (primary key lookups) and their last bookable service day. */
export async function findBookingSettingsOf(db: Queryable, restaurantIds: readonly number[], now: Date): Promise<BookingSettingsRow[]> {
  if (restaurantIds.length === 0) return [];
  return rowsOf<BookingSettingsRow>(
    await db.execute(sql`select r.id as "restaurantId", r.offers_booking as "offersBooking", r.time_zone as "timeZone", r.opening_hours as "openingHours", r.slot_minutes::int as "slotMinutes",
        r.table_turn_minutes::int as "tableTurnMinutes", r.min_notice_minutes::int as "minNoticeMinutes", r.max_days_ahead::int as "maxDaysAhead",
        r.free_cancellation_hours::int as "freeCancellationHours", ${lastBookableDateSql(r, now)} as "lastBookableDate"
      from restaurants r where r.id = any(${intArrayLiteral(restaurantIds)}::int[])`),
  );
}

export async function findBookingSettings(db: Queryable, restaurantId: number, now: Date): Promise<BookingSettingsRow | undefined> {
  const [row] = await findBookingSettingsOf(db, [restaurantId], now);
  return row;
}

export interface SlotRow {
  restaurantId: number;
  localTs: string;
  startsAt: Date | string;
  freeTables: number;
}

/** A slot of the grid asked of the database: a restaurant and a local start (`YYYY-MM-DDTHH:MM`). */
export interface SlotStart {
  restaurantId: number;
  localTs: string;
}

/**
 * Round trip 2: of the grid's local starts (of one or many restaurants), those far enough ahead
 * (meetsMinNoticeSql), each with its UTC instant and the count of free tables for the party.
 */
export async function findBookableSlotsOf(db: Queryable, starts: readonly SlotStart[], party: number, now: Date): Promise<SlotRow[]> {
  if (starts.length === 0) return [];
  const startsAt = sql`(g.local_ts at time zone r.time_zone)`;
  const ids = intArrayLiteral(starts.map((start) => start.restaurantId));
  const times = arrayLiteral(starts.map((start) => start.localTs));
  return rowsOf<SlotRow>(
    await db.execute(sql`
      select r.id as "restaurantId", to_char(g.local_ts, 'YYYY-MM-DD"T"HH24:MI') as "localTs", ${startsAt} as "startsAt", f.free_tables as "freeTables"
        from unnest(${ids}::int[], ${times}::timestamp[]) as g(restaurant_id, local_ts)
        join restaurants r on r.id = g.restaurant_id
        cross join lateral (
          select count(*)::int as free_tables from restaurant_tables t where ${isFreeTable(t, r, party, startsAt, now)}
        ) as f
       where ${meetsMinNoticeSql(r, startsAt, now)}
       order by r.id, g.local_ts`),
  );
}

export const findBookableSlots = (db: Queryable, restaurantId: number, localStarts: readonly string[], party: number, now: Date) =>
  findBookableSlotsOf(db, localStarts.map((localTs) => ({ restaurantId, localTs })), party, now);

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
