import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import type { DeliveryFeeBand } from '@/server/db/schema';
import { rowsOf } from '@/server/search/raw-rows';
import { minuteOfWeekSql } from '@/server/search/time-sql';
import { serviceDateSql } from '@/server/dish-stock/stock-key';

export interface OrderingRestaurant {
  id: number;
  name: string;
  currency: string;
  timeZone: string;
  offersTakeAway: boolean;
  offersDelivery: boolean;
  prepMinutes: number;
  latitude: number;
  longitude: number;
  deliveryFeeBands: DeliveryFeeBand[];
}

export async function findOrderingRestaurant(db: Queryable, restaurantId: number): Promise<OrderingRestaurant | null> {
  const [row] = rowsOf<OrderingRestaurant>(
    await db.execute(sql`select r.id, r.name, r.currency, r.time_zone as "timeZone", r.offers_take_away as "offersTakeAway", r.offers_delivery as "offersDelivery",
        r.prep_minutes::int as "prepMinutes", r.latitude::float8 as latitude, r.longitude::float8 as longitude, r.delivery_fee_bands as "deliveryFeeBands"
      from restaurants r where r.id = ${restaurantId}`),
  );
  return row ?? null;
}

/**
 * Whether the restaurant is open at an instant, by the one opening-hours rule the search uses
 * (weekly_open_minutes, periods past midnight included, in the restaurant's own zone), and the
 * service day (its local date) whose dish stock an order ready then draws on.
 */
export async function findOpeningAt(db: Queryable, restaurantId: number, at: Date): Promise<{ isOpen: boolean; serviceDate: string }> {
  const instant = sql`${at.toISOString()}::timestamptz`;
  const [row] = rowsOf<{ isOpen: boolean; serviceDate: string }>(
    await db.execute(sql`select r.weekly_open_minutes @> ${minuteOfWeekSql(sql`(${instant} at time zone r.time_zone)`)} as "isOpen",
        ${serviceDateSql(instant, sql`r.time_zone`)} as "serviceDate"
      from restaurants r where r.id = ${restaurantId}`),
  );
  return row;
}

/** A dish's name and picture for an order line. */
export async function findDishLabels(db: Queryable, dishIds: number[]) {
  if (dishIds.length === 0) return [];
  return rowsOf<{ id: number; name: string; imageUrl: string | null }>(
    await db.execute(sql`select d.id, d.name, d.image_url as "imageUrl" from dishes d where d.id in (${sql.join(dishIds.map((id) => sql`${id}`), sql`, `)})`),
  );
}
