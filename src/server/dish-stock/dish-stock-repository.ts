import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { isUnexpiredDraft } from '@/server/reservations/hold-rule';
import { rowsOf } from '@/server/search/raw-rows';
import { lineStockKeySql } from './stock-key';

export interface CounterRow {
  taken: number;
  capacity: number;
}

/**
 * Creates the (dish, key) counter if missing and locks it (ON CONFLICT DO UPDATE takes the row
 * lock) until the transaction ends: every taker and holder of that dish serializes here. The
 * capacity follows the dish's current stock but never drops below what is already taken.
 */
export async function lockCounter(tx: Queryable, dishId: number, key: string, capacity: number): Promise<CounterRow> {
  const [row] = rowsOf<CounterRow>(
    await tx.execute(sql`
      insert into dish_daily_stock (dish_id, service_date, capacity, taken) values (${dishId}, ${key}, ${capacity}, 0)
      on conflict (dish_id, service_date) do update set capacity = greatest(dish_daily_stock.taken, excluded.capacity)
      returning taken, capacity`),
  );
  return row;
}

/** The CHECK (taken <= capacity) refuses an oversell even if a caller skipped the count. */
export async function addTaken(tx: Queryable, dishId: number, key: string, delta: number) {
  await tx.execute(sql`update dish_daily_stock set taken = greatest(0, taken + ${delta}) where dish_id = ${dishId} and service_date = ${key}`);
}

export async function findTaken(db: Queryable, dishIds: number[], keys: string[]) {
  if (dishIds.length === 0) return [];
  return rowsOf<{ dishId: number; key: string; taken: number }>(
    await db.execute(sql`select dish_id as "dishId", service_date as key, taken from dish_daily_stock
      where dish_id in (${sql.join(dishIds.map((id) => sql`${id}`), sql`, `)}) and service_date in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`),
  );
}

const v = alias(reservations, 'v');

/** Portions held by the draft orders of unexpired draft reservations (hold-rule.ts), per (dish, key), leaving one reservation out. */
export async function findHeld(db: Queryable, dishIds: number[], now: Date, excludeReservationId: string | null) {
  if (dishIds.length === 0) return [];
  const exclude = excludeReservationId ? sql`and v.id <> ${excludeReservationId}::uuid` : sql``;
  return rowsOf<{ dishId: number; key: string; held: number }>(
    await db.execute(sql`
      select l.dish_id as "dishId", ${lineStockKeySql} as key, sum(l.quantity)::int as held
        from order_lines l
        join orders o on o.id = l.order_id and o.status = 'draft'
        join reservations v on v.id = o.reservation_id
        left join event_dishes ed on ed.event_id = o.event_id and ed.dish_id = l.dish_id
       where l.dish_id in (${sql.join(dishIds.map((id) => sql`${id}`), sql`, `)})
         and ${isUnexpiredDraft(v, now)} ${exclude}
       group by 1, 2`),
  );
}
