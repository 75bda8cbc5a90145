import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import type { OpeningPeriod } from '@/server/db/schema';
import { rowsOf } from '@/server/search/raw-rows';
import { arrayLiteral, freeTableSql } from './slot-grid-sql';

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
          select count(*)::int as free_tables from restaurant_tables t where ${freeTableSql(party, startsAt, now, null)}
        ) as f
       where r.id = ${restaurantId}
         and ${startsAt} > ${at}
         and ${startsAt} >= ${at} + make_interval(mins => r.min_notice_minutes)
         and g.day <= (${at} at time zone r.time_zone)::date + r.max_days_ahead::int
       order by g.local_ts`),
  );
}

export interface EventPlacesRow {
  id: number;
  restaurantId: number;
  startsAt: Date | string;
  endsAt: Date | string;
  capacity: number;
  taken: number;
}

/** Places of an event: its capacity and the guests of confirmed bookings and unexpired drafts. */
export async function findEventPlaces(db: Queryable, eventId: number, now: Date, excludeReservationId: string | null = null) {
  const exclude = excludeReservationId ? sql`and v.id <> ${excludeReservationId}::uuid` : sql``;
  const [row] = rowsOf<EventPlacesRow>(
    await db.execute(sql`
      select e.id, e.restaurant_id as "restaurantId", e.starts_at as "startsAt", e.ends_at as "endsAt", e.capacity,
             (select coalesce(sum(v.guests), 0)::int from reservations v
               where v.event_id = e.id ${exclude}
                 and (v.status = 'confirmed' or (v.status = 'draft' and (v.expire_date is null or v.expire_date > ${now.toISOString()}::timestamptz)))) as taken
        from events e where e.id = ${eventId}`),
  );
  return row;
}
