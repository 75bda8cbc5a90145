import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isInPartySql } from '@/server/groups/group-access-sql';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/search/raw-rows';
import { restaurants, restaurantTables, type OpeningPeriod } from '@/server/db/schema';
import { serviceDateSql } from '@/server/dish-stock/stock-key';
import { lastBookableDateSql, meetsMinNoticeSql } from './booking-window-rule';
import { admitsParty, isFreeTable } from './free-table-rule';

const r = alias(restaurants, 'r');
const t = alias(restaurantTables, 't');

export interface BookingContext {
  restaurantId: number;
  timeZone: string;
  currency: string;
  openingHours: OpeningPeriod[];
  slotMinutes: number;
  tableTurnMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  freeCancellationHours: number;
  /** startsAt on the restaurant's wall clock, `YYYY-MM-DDTHH:MM:SS`. */
  localStart: string;
  /** The daily dish counter a booking at startsAt draws on. */
  serviceDate: string;
  meetsMinNotice: boolean;
  lastBookableDate: string;
  fittingTables: number;
}

/** What deciding whether `startsAt` is bookable for the party needs, in one round trip. */
export async function findBookingContext(db: Queryable, restaurantId: number, startsAt: Date, party: number, now: Date) {
  const at = sql`${startsAt.toISOString()}::timestamptz`;
  const local = sql`(${at} at time zone r.time_zone)`;
  const [row] = rowsOf<BookingContext>(
    await db.execute(sql`
      select r.id as "restaurantId", r.time_zone as "timeZone", r.currency, r.opening_hours as "openingHours", r.slot_minutes::int as "slotMinutes",
             r.table_turn_minutes::int as "tableTurnMinutes", r.min_notice_minutes::int as "minNoticeMinutes", r.max_days_ahead::int as "maxDaysAhead",
             r.free_cancellation_hours::int as "freeCancellationHours",
             to_char(${local}, 'YYYY-MM-DD"T"HH24:MI:SS') as "localStart", ${serviceDateSql(at, sql`r.time_zone`)} as "serviceDate",
             ${meetsMinNoticeSql(r, at, now)} as "meetsMinNotice", ${lastBookableDateSql(r, now)} as "lastBookableDate",
             (select count(*)::int from restaurant_tables t where t.restaurant_id = r.id and ${admitsParty(t, party)}) as "fittingTables"
        from restaurants r where r.id = ${restaurantId} and r.offers_booking`),
  );
  return row;
}

/** The lock PostgreSQL enforces for table bookings: every table of the restaurant, in id order. */
export async function lockRestaurantTables(tx: Queryable, restaurantId: number) {
  await tx.execute(sql`select id from restaurant_tables where restaurant_id = ${restaurantId} order by id for update`);
}

/** The smallest free table that admits the party (the current one first when it still fits and is free). */
export async function findFreeTable(tx: Queryable, restaurantId: number, party: number, startsAt: Date, now: Date, self: { id: string; tableId: number | null } | null) {
  const at = sql`${startsAt.toISOString()}::timestamptz`;
  const preferred = self?.tableId ? sql`(t.id = ${self.tableId}) desc,` : sql``;
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`select t.id from restaurants r join restaurant_tables t on t.restaurant_id = r.id
      where r.id = ${restaurantId} and ${isFreeTable(t, r, party, at, now, self?.id ?? null)}
      order by ${preferred} t.seats, t.id limit 1`),
  );
  return row?.id ?? null;
}

export interface EventRow {
  id: number;
  restaurantId: number;
  startsAt: Date | string;
  endsAt: Date | string;
  capacity: number;
}

/** The lock for event places: the event row. */
export async function lockEvent(tx: Queryable, eventId: number) {
  const [row] = rowsOf<EventRow>(
    await tx.execute(sql`select id, restaurant_id as "restaurantId", starts_at as "startsAt", ends_at as "endsAt", capacity from events where id = ${eventId} for update`),
  );
  return row;
}

export async function findEvent(db: Queryable, eventId: number) {
  const [row] = rowsOf<EventRow>(
    await db.execute(sql`select id, restaurant_id as "restaurantId", starts_at as "startsAt", ends_at as "endsAt", capacity from events where id = ${eventId}`),
  );
  return row;
}

export interface NewReservation {
  userId: string;
  restaurantId: number;
  eventId: number | null;
  tableId: number | null;
  startsAt: Date;
  endsAt: Date;
  guests: number;
  occasion: string | null;
  specialRequest: string | null;
  expireDate: Date;
}

export async function insertReservation(tx: Queryable, input: NewReservation): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into reservations (user_id, restaurant_id, event_id, table_id, status, starts_at, ends_at, guests, occasion, special_request, expire_date)
      values (${input.userId}::uuid, ${input.restaurantId}, ${input.eventId}, ${input.tableId}, 'draft', ${input.startsAt.toISOString()}::timestamptz,
              ${input.endsAt.toISOString()}::timestamptz, ${input.guests}, ${input.occasion}, ${input.specialRequest}, ${input.expireDate.toISOString()}::timestamptz)
      returning id`),
  );
  return row.id;
}

export interface LockedReservation {
  id: string;
  restaurantId: number;
  eventId: number | null;
  tableId: number | null;
  status: 'draft' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
  startsAt: Date | string;
  endsAt: Date | string;
  guests: number;
  expireDate: Date | string | null;
  offerId: number | null;
  currency: string;
  freeCancellationHours: number;
  serviceDate: string;
}

/** The caller's reservation, row-locked until the transaction ends; undefined for anyone else's. */
export async function lockOwnReservation(tx: Queryable, id: string, userId: string) {
  return lockReservationWhere(tx, id, sql`v.user_id = ${userId}::uuid`);
}

/** The same, for its diner or a guest of theirs who is coming (who may add their own dishes). */
export async function lockReservationOfParty(tx: Queryable, id: string, userId: string) {
  return lockReservationWhere(tx, id, isInPartySql(sql`v.id`, sql`v.user_id`, userId));
}

async function lockReservationWhere(tx: Queryable, id: string, who: SQL) {
  const [row] = rowsOf<LockedReservation>(
    await tx.execute(sql`select v.id, v.restaurant_id as "restaurantId", v.event_id as "eventId", v.table_id as "tableId", v.status,
        v.starts_at as "startsAt", v.ends_at as "endsAt", v.guests::int as guests, v.expire_date as "expireDate", v.offer_id as "offerId",
        r.currency, r.free_cancellation_hours::int as "freeCancellationHours",
        ${serviceDateSql(sql`v.starts_at`, sql`r.time_zone`)} as "serviceDate"
      from reservations v join restaurants r on r.id = v.restaurant_id
      where v.id = ${id}::uuid and ${who}
      for update of v`),
  );
  return row;
}

export interface ReservationPatch {
  status?: 'confirmed' | 'cancelled';
  tableId?: number | null;
  startsAt?: Date;
  endsAt?: Date;
  guests?: number;
  occasion?: string | null;
  specialRequest?: string | null;
  offerId?: number | null;
  expireDate?: Date | null;
  cancelledAt?: Date;
}

const COLUMNS: Record<keyof ReservationPatch, string> = {
  status: 'status', tableId: 'table_id', startsAt: 'starts_at', endsAt: 'ends_at', guests: 'guests', occasion: 'occasion',
  specialRequest: 'special_request', offerId: 'offer_id', expireDate: 'expire_date', cancelledAt: 'cancelled_at',
};

export async function updateReservation(tx: Queryable, id: string, patch: ReservationPatch) {
  const sets = (Object.keys(patch) as (keyof ReservationPatch)[]).map((key) => {
    const value = patch[key];
    const param = value instanceof Date ? sql`${value.toISOString()}::timestamptz` : sql`${value ?? null}`;
    return sql`${sql.raw(COLUMNS[key])} = ${param}`;
  });
  if (sets.length === 0) return;
  await tx.execute(sql`update reservations set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${id}::uuid`);
}
