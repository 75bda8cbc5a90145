import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/search/raw-rows';
import { serviceDateSql } from './stock-key';

export interface StockDishRow {
  dishId: number;
  dailyStock: number | null;
  eventStock: number | null;
}

/** The restaurant's service date (its own zone) at an instant; undefined when there is no such restaurant. */
export async function findServiceDate(db: Queryable, restaurantId: number, at: Date) {
  const [row] = rowsOf<{ serviceDate: string }>(
    await db.execute(sql`select ${serviceDateSql(sql`${at.toISOString()}::timestamptz`, sql`time_zone`)} as "serviceDate" from restaurants where id = ${restaurantId}`),
  );
  return row?.serviceDate;
}

export async function isOwnReservation(db: Queryable, id: string, userId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from reservations where id = ${id}::uuid and user_id = ${userId}::uuid`)).length > 0;
}

export async function findRestaurantDishStocks(db: Queryable, restaurantId: number) {
  return rowsOf<StockDishRow>(
    await db.execute(sql`select id as "dishId", daily_stock as "dailyStock", null::int as "eventStock" from dishes where restaurant_id = ${restaurantId} order by id`),
  );
}

/** An event of the restaurant, its service date, and its dishes with their own and daily stock. */
export async function findEventDishStocks(db: Queryable, restaurantId: number, eventId: number) {
  const [event] = rowsOf<{ serviceDate: string }>(
    await db.execute(sql`select ${serviceDateSql(sql`e.starts_at`, sql`r.time_zone`)} as "serviceDate"
      from events e join restaurants r on r.id = e.restaurant_id where e.id = ${eventId} and e.restaurant_id = ${restaurantId}`),
  );
  if (!event) return undefined;
  const dishes = rowsOf<StockDishRow>(
    await db.execute(sql`select d.id as "dishId", d.daily_stock as "dailyStock", ed.stock as "eventStock"
      from event_dishes ed join dishes d on d.id = ed.dish_id where ed.event_id = ${eventId} order by d.id`),
  );
  return { serviceDate: event.serviceDate, dishes };
}
