import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import type { OrderLineOption } from '@/server/db/schema';
import { rowsOf } from '@/server/search/raw-rows';
import type { PortionNeed } from '@/server/dish-stock/dish-stock-service';
import { lineStockKeySql } from '@/server/dish-stock/stock-key';

export interface OrderDishRow {
  id: number;
  restaurantId: number;
  name: string;
  priceAmount: number;
  currency: string;
  dailyStock: number | null;
  isAvailable: boolean;
  inEvent: boolean;
  eventStock: number | null;
}

/** The dishes asked for, with whether they belong to the event and the event's own stock of them. */
export async function findOrderDishes(db: Queryable, dishIds: number[], eventId: number | null) {
  if (dishIds.length === 0) return [];
  return rowsOf<OrderDishRow>(
    await db.execute(sql`select d.id, d.restaurant_id as "restaurantId", d.name, d.price_amount as "priceAmount", d.currency,
        d.daily_stock as "dailyStock", d.is_available as "isAvailable", (ed.dish_id is not null) as "inEvent", ed.stock as "eventStock"
      from dishes d left join event_dishes ed on ed.dish_id = d.id and ed.event_id = ${eventId}
      where d.id in (${sql.join(dishIds.map((id) => sql`${id}`), sql`, `)})`),
  );
}

export interface NewOrder {
  userId: string;
  restaurantId: number;
  reservationId: string;
  eventId: number | null;
  status: 'draft' | 'placed';
  special: string | null;
  offerId: number | null;
  subtotalAmount: number;
  /** What the booking's offer takes off (0 without one); the total is the subtotal less this. */
  discountAmount: number;
  currency: string;
  serviceDate: string;
}

export interface NewLine {
  draftId: string | null;
  dishId: number;
  quantity: number;
  unitPriceAmount: number;
  currency: string;
  options: OrderLineOption[];
}

export async function insertOrderWithLines(tx: Queryable, order: NewOrder, lines: NewLine[]): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into orders (user_id, restaurant_id, reservation_id, event_id, type, status, special, offer_id, subtotal_amount, discount_amount, total_amount, currency, service_date)
      values (${order.userId}::uuid, ${order.restaurantId}, ${order.reservationId}::uuid, ${order.eventId}, 'BOOKING', ${order.status}, ${order.special}, ${order.offerId},
              ${order.subtotalAmount}, ${order.discountAmount}, ${order.subtotalAmount - order.discountAmount}, ${order.currency}, ${order.serviceDate})
      returning id`),
  );
  const values = lines.map((line) => sql`(${row.id}::uuid, ${line.dishId}, ${line.draftId}, ${line.quantity}, ${line.unitPriceAmount}, ${line.currency}, ${JSON.stringify(line.options)}::jsonb)`);
  if (values.length) await tx.execute(sql`insert into order_lines (order_id, dish_id, draft_id, quantity, unit_price_amount, currency, options) values ${sql.join(values, sql`, `)}`);
  return row.id;
}

/** The draft's one BOOKING pre-order, if it has dishes. */
export async function findDraftBookingOrder(tx: Queryable, reservationId: string): Promise<{ id: string; subtotalAmount: number } | null> {
  const [row] = rowsOf<{ id: string; subtotalAmount: number }>(
    await tx.execute(sql`select id, subtotal_amount as "subtotalAmount" from orders where reservation_id = ${reservationId}::uuid and type = 'BOOKING' and status = 'draft' limit 1`),
  );
  return row ?? null;
}

export async function setOrderDiscount(tx: Queryable, orderId: string, discountAmount: number) {
  await tx.execute(sql`update orders set discount_amount = ${discountAmount}, total_amount = subtotal_amount - ${discountAmount}, updated_at = now() where id = ${orderId}::uuid`);
}

export async function deleteDraftOrders(tx: Queryable, reservationId: string) {
  await tx.execute(sql`delete from orders where reservation_id = ${reservationId}::uuid and status = 'draft'`);
}

export async function setOrdersStatus(tx: Queryable, reservationId: string, from: ('draft' | 'placed')[], to: 'placed' | 'cancelled') {
  await tx.execute(sql`update orders set status = ${to}, updated_at = now()
    where reservation_id = ${reservationId}::uuid and status in (${sql.join(from.map((status) => sql`${status}`), sql`, `)})`);
}

export async function setOrdersServiceDate(tx: Queryable, reservationId: string, serviceDate: string) {
  await tx.execute(sql`update orders set service_date = ${serviceDate}, updated_at = now() where reservation_id = ${reservationId}::uuid and status in ('draft', 'placed')`);
}

/** Portions per counter of a reservation's orders in one status (the same key rule as the holds). */
export async function findOrderNeeds(db: Queryable, reservationId: string, status: 'draft' | 'placed'): Promise<PortionNeed[]> {
  return rowsOf<PortionNeed>(
    await db.execute(sql`select l.dish_id as "dishId", ${lineStockKeySql} as key, coalesce(ed.stock, d.daily_stock) as capacity, sum(l.quantity)::int as quantity
      from order_lines l
      join orders o on o.id = l.order_id
      join dishes d on d.id = l.dish_id
      left join event_dishes ed on ed.event_id = o.event_id and ed.dish_id = l.dish_id
      where o.reservation_id = ${reservationId}::uuid and o.status = ${status}
      group by 1, 2, 3`),
  );
}
