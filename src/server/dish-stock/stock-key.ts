import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The counter a portion draws on, stored in dish_daily_stock.service_date (varchar(10)):
 * - a dish with its own stock at an event (event_dishes.stock) counts per event, key `e:<eventId>`
 *   (ids up to 8 digits fit the column);
 * - any other dish with a daily_stock counts per service day, key = the local date `YYYY-MM-DD`.
 */
export const eventStockKey = (eventId: number) => `e:${eventId}`;

/** The daily counter an instant draws on: its calendar date (YYYY-MM-DD) on the restaurant's wall clock. */
export const serviceDateSql = (instant: SQLWrapper, timeZone: SQLWrapper): SQL => sql`to_char((${instant} at time zone ${timeZone}), 'YYYY-MM-DD')`;

export interface StockSource {
  dishId: number;
  dailyStock: number | null;
  /** event_dishes.stock when the order belongs to an event; null otherwise. */
  eventStock: number | null;
}

export interface StockSlot {
  dishId: number;
  key: string;
  /** Portions offered on that counter; null = unlimited. */
  capacity: number | null;
}

export function toStockSlot(source: StockSource, serviceDate: string, eventId: number | null): StockSlot {
  if (eventId !== null && source.eventStock !== null) return { dishId: source.dishId, key: eventStockKey(eventId), capacity: source.eventStock };
  return { dishId: source.dishId, key: serviceDate, capacity: source.dailyStock };
}

/** The same key computed in SQL for a draft order line (`l`, its order `o`, event_dishes `ed`). */
export const lineStockKeySql = sql`(case when ed.stock is not null then 'e:' || o.event_id::text else o.service_date end)`;
