import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { call, type TestContext } from '../support/test-app';

export const rows = async <T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The same database and mailbox behind an app whose clock is frozen at `at`. */
export const appAt = (ctx: TestContext, at: Date | string): TestContext => ({ ...ctx, app: createApp({ ...ctx.deps, now: () => new Date(at) }) });

export interface BookingRestaurant {
  id: number;
  tableId: number;
  timeZone: string;
  /** A local date a few days ahead, on which the restaurant is open 12:00–23:00. */
  date: string;
  otherDishId: number;
}

const OPEN_EVERY_DAY = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '12:00', closes: '23:00' })));

/** The local date `days` after today in a zone. */
export function localDateIn(timeZone: string, days: number, from = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(from.getTime() + days * 86_400_000));
}

/**
 * A deterministic booking set-up: the `skip`-th bookable restaurant with known settings (open every
 * day 12:00–23:00, slots every 30 min, 2-hour turns, 60 min notice, 30 days ahead, free changes
 * until 4 h before), in `timeZone`, with a single active table for 2 to 4 guests.
 */
export async function prepareRestaurant(ctx: TestContext, timeZone: string, skip = 0): Promise<BookingRestaurant> {
  const [restaurant] = await rows<{ id: number }>(ctx, sql`select id from restaurants where offers_booking order by id offset ${skip} limit 1`);
  await ctx.database.db.execute(sql`update restaurants set opening_hours = ${OPEN_EVERY_DAY}::jsonb, slot_minutes = 30, table_turn_minutes = 120,
    min_notice_minutes = 60, max_days_ahead = 30, free_cancellation_hours = 4, time_zone = ${timeZone} where id = ${restaurant.id}`);
  const [table] = await rows<{ id: number }>(ctx, sql`select id from restaurant_tables where restaurant_id = ${restaurant.id} order by id limit 1`);
  await ctx.database.db.execute(sql`update restaurant_tables set is_active = (id = ${table.id}), min_party = 1, max_party = 4, seats = 4 where restaurant_id = ${restaurant.id}`);
  const [other] = await rows<{ id: number }>(ctx, sql`select id from dishes where restaurant_id <> ${restaurant.id} order by id limit 1`);
  return { id: restaurant.id, tableId: table.id, timeZone, date: localDateIn(timeZone, 3), otherDishId: other.id };
}

/** The UTC instant of a local date and time in a zone (PostgreSQL does the conversion). */
export async function instantOf(ctx: TestContext, date: string, time: string, timeZone: string): Promise<string> {
  const [row] = await rows<{ at: Date | string }>(ctx, sql`select ((${date}::date + ${time}::time) at time zone ${timeZone}) as at`);
  return new Date(row.at).toISOString();
}

/** A dish of the restaurant without option groups, given `stock` portions a day (null = unlimited). */
export async function plainDish(ctx: TestContext, restaurantId: number, stock: number | null, skip = 0): Promise<{ id: number; priceAmount: number; name: string }> {
  const [dish] = await rows<{ id: number; priceAmount: number; name: string }>(ctx, sql`select d.id, d.price_amount as "priceAmount", d.name from dishes d
    where d.restaurant_id = ${restaurantId} and not exists (select 1 from dish_option_groups g where g.dish_id = d.id) order by d.id offset ${skip} limit 1`);
  await ctx.database.db.execute(sql`update dishes set daily_stock = ${stock}, is_available = true where id = ${dish.id}`);
  return dish;
}

export const create = (ctx: TestContext, token: string | undefined, body: Record<string, unknown>) => call(ctx, 'POST', '/api/reservations/create', { token, body });
export const patch = (ctx: TestContext, token: string | undefined, id: string, body: Record<string, unknown>) => call(ctx, 'PATCH', `/api/reservations/${id}`, { token, body });
export const draft = (ctx: TestContext, token: string | undefined, body: Record<string, unknown>) => call(ctx, 'POST', '/api/reservations/draft', { token, body });

export const dishLine = (dishId: number, count = 1, draftId = `line-${dishId}`) => ({ draftId, dishId, count, collections: {} });

export interface TestEvent {
  id: number;
  startsAt: string;
  priceAmount: number;
  /** The restaurant's currency, which the event's price is in. */
  currency: string;
}

/**
 * An event of the restaurant on a local date and time, lasting `hours`, at `priceAmount` a person in
 * the restaurant's currency, offering `dishIds` (without a stock of their own).
 */
export async function insertEvent(
  ctx: TestContext,
  restaurant: BookingRestaurant,
  options: { date?: string; time?: string; hours?: number; capacity?: number; priceAmount?: number; dishIds?: number[] } = {},
): Promise<TestEvent> {
  const startsAt = await instantOf(ctx, options.date ?? restaurant.date, options.time ?? '20:00', restaurant.timeZone);
  const endsAt = new Date(Date.parse(startsAt) + (options.hours ?? 3) * 3_600_000).toISOString();
  const priceAmount = options.priceAmount ?? 15_000;
  const [event] = await rows<{ id: number; currency: string }>(ctx, sql`insert into events (restaurant_id, title_fr, title_en, description_fr, description_en, starts_at, ends_at, capacity, price_amount, currency)
    select ${restaurant.id}, 'Soirée jazz', 'Jazz night', 'd', 'd', ${startsAt}::timestamptz, ${endsAt}::timestamptz, ${options.capacity ?? 30}, ${priceAmount}, r.currency
      from restaurants r where r.id = ${restaurant.id}
    returning id, currency`);
  for (const dishId of options.dishIds ?? []) {
    await ctx.database.db.execute(sql`insert into event_dishes (event_id, dish_id, stock) values (${event.id}, ${dishId}, null)`);
  }
  return { id: event.id, startsAt, priceAmount, currency: event.currency };
}
