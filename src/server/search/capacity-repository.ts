import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { admitsParty, isFreeTable } from '@/server/reservations/free-table-rule';
import { r, t } from './free-table-sql';
import { rowsOf } from './raw-rows';
import { minuteOfWeekSql } from './time-sql';

/** How many slot steps either side of the asked time are reported (suggestions when it is full). */
export const SLOT_SPREAD = 2;

export interface CapacityRow {
  restaurantId: number;
  timeZone: string;
  slotMinutes: number;
  tableTurnMinutes: number;
  fittingTables: number;
  step: number;
  time: string;
  startsAt: Date | string;
  isOpen: boolean;
  freeTables: number;
  freeSeats: number;
}

export async function restaurantExists(db: Queryable, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from restaurants where id = ${id}`)).length > 0;
}

/** Bookable restaurants of a city, best rated first, with the total count on each row. */
export async function findBookableRestaurantIds(db: Queryable, cityId: number, limit: number, offset: number) {
  return rowsOf<{ id: number; total: number }>(
    await db.execute(sql`select id, count(*) over ()::int as total from restaurants
      where city_id = ${cityId} and offers_booking order by rating_average desc, id limit ${limit} offset ${offset}`),
  );
}

export async function countBookableRestaurants(db: Queryable, cityId: number): Promise<number> {
  const rows = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from restaurants where city_id = ${cityId} and offers_booking`));
  return rows[0]?.total ?? 0;
}

/** For each restaurant and each slot around the local date+time: open or not, free tables and seats. */
export async function findCapacity(db: Queryable, restaurantIds: number[], date: string, time: string, party: number, now: Date): Promise<CapacityRow[]> {
  if (restaurantIds.length === 0) return [];
  const slotStart = sql`(s.local_ts at time zone r.time_zone)`;
  return rowsOf<CapacityRow>(
    await db.execute(sql`
      select r.id as "restaurantId", r.time_zone as "timeZone", r.slot_minutes::int as "slotMinutes", r.table_turn_minutes::int as "tableTurnMinutes",
             (select count(*)::int from restaurant_tables t where t.restaurant_id = r.id and ${admitsParty(t, party)}) as "fittingTables",
             s.step, to_char(s.local_ts, 'HH24:MI') as time, ${slotStart} as "startsAt",
             r.weekly_open_minutes @> ${minuteOfWeekSql(sql`s.local_ts`)} as "isOpen",
             f.free_tables as "freeTables", f.free_seats as "freeSeats"
        from restaurants r
        cross join lateral (
          select step, (${date}::date + ${time}::time) + make_interval(mins => (step * r.slot_minutes)::int) as local_ts
            from generate_series(${-SLOT_SPREAD}::int, ${SLOT_SPREAD}::int) as step
        ) as s
        cross join lateral (
          select count(*)::int as free_tables, coalesce(sum(t.seats), 0)::int as free_seats
            from restaurant_tables t where ${isFreeTable(t, r, party, slotStart, now)}
        ) as f
       where r.id in (${sql.join(restaurantIds.map((id) => sql`${id}`), sql`, `)})
       order by r.id, s.step`),
  );
}
