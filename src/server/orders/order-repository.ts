import { sql } from 'drizzle-orm';
import type { TOrderStatus, TStandaloneOrderType } from '@/contracts/order-limits';
import type { Queryable } from '@/server/db/client';
import type { OrderLineOption } from '@/server/db/schema';
import { rowsOf } from '@/server/search/raw-rows';
import type { PortionNeed } from '@/server/dish-stock/dish-stock-service';
import { lineStockKeySql } from '@/server/dish-stock/stock-key';
import type { NewLine } from '@/server/reservations/order-repository';
import type { DeliveryPlan } from './order-check-service';

export interface OrderValues {
  special: string | null;
  offerId: number | null;
  userCouponId: string | null;
  subtotalAmount: number;
  discountAmount: number;
  deliveryFeeAmount: number;
  totalAmount: number;
  currency: string;
  serviceDate: string;
  pickupAt: Date | null;
  isAsap: boolean;
}

export interface NewStandaloneOrder extends OrderValues {
  userId: string;
  restaurantId: number;
  type: TStandaloneOrderType;
}

export async function insertStandaloneOrder(tx: Queryable, order: NewStandaloneOrder, now: Date): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into orders (user_id, restaurant_id, type, status, special, offer_id, user_coupon_id, subtotal_amount, discount_amount, delivery_fee_amount,
        total_amount, currency, service_date, pickup_at, is_asap, created_at, updated_at)
      values (${order.userId}::uuid, ${order.restaurantId}, ${order.type}, 'draft', ${order.special}, ${order.offerId}, ${order.userCouponId}::uuid, ${order.subtotalAmount},
        ${order.discountAmount}, ${order.deliveryFeeAmount}, ${order.totalAmount}, ${order.currency}, ${order.serviceDate}, ${order.pickupAt?.toISOString() ?? null}::timestamptz,
        ${order.isAsap}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      returning id`),
  );
  return row.id;
}

export async function updateOrderValues(tx: Queryable, orderId: string, values: OrderValues) {
  await tx.execute(sql`update orders set special = ${values.special}, offer_id = ${values.offerId}, user_coupon_id = ${values.userCouponId}::uuid,
      subtotal_amount = ${values.subtotalAmount}, discount_amount = ${values.discountAmount}, delivery_fee_amount = ${values.deliveryFeeAmount},
      total_amount = ${values.totalAmount}, currency = ${values.currency}, service_date = ${values.serviceDate},
      pickup_at = ${values.pickupAt?.toISOString() ?? null}::timestamptz, is_asap = ${values.isAsap}, updated_at = now()
    where id = ${orderId}::uuid`);
}

export async function replaceOrderLines(tx: Queryable, orderId: string, lines: NewLine[]) {
  await tx.execute(sql`delete from order_lines where order_id = ${orderId}::uuid`);
  const values = lines.map((line) => sql`(${orderId}::uuid, ${line.dishId}, ${line.draftId}, ${line.quantity}, ${line.unitPriceAmount}, ${line.currency}, ${JSON.stringify(line.options)}::jsonb)`);
  if (values.length) await tx.execute(sql`insert into order_lines (order_id, dish_id, draft_id, quantity, unit_price_amount, currency, options) values ${sql.join(values, sql`, `)}`);
}

/** The address as it was when ordered: the rider follows the snapshot even if the diner edits the address later. */
export async function saveDelivery(tx: Queryable, orderId: string, delivery: DeliveryPlan | null, scheduledAt: Date | null) {
  if (!delivery) {
    await tx.execute(sql`delete from deliveries where order_id = ${orderId}::uuid`);
    return;
  }
  await tx.execute(sql`insert into deliveries (order_id, address_id, address_snapshot, scheduled_at, distance_meters)
    values (${orderId}::uuid, ${delivery.addressId}::uuid, ${JSON.stringify(delivery.snapshot)}::jsonb, ${scheduledAt?.toISOString() ?? null}::timestamptz, ${delivery.distanceMeters})
    on conflict (order_id) do update set address_id = excluded.address_id, address_snapshot = excluded.address_snapshot,
      scheduled_at = excluded.scheduled_at, distance_meters = excluded.distance_meters`);
}

export interface LockedOrder {
  id: string;
  userId: string;
  restaurantId: number;
  type: TStandaloneOrderType;
  status: TOrderStatus;
  special: string | null;
  isAsap: boolean;
  pickupAt: Date | string | null;
  offerId: number | null;
  userCouponId: string | null;
  totalAmount: number;
  currency: string;
}

const lockColumns = sql`o.id, o.user_id as "userId", o.restaurant_id as "restaurantId", o.type, o.status, o.special, o.is_asap as "isAsap",
  o.pickup_at as "pickupAt", o.offer_id as "offerId", o.user_coupon_id as "userCouponId", o.total_amount as "totalAmount", o.currency`;

/** A take-away or delivery order of its diner, row-locked until the transaction ends (none for anybody else's). */
export async function lockOwnOrder(tx: Queryable, orderId: string, userId: string): Promise<LockedOrder | null> {
  const [row] = rowsOf<LockedOrder>(
    await tx.execute(sql`select ${lockColumns} from orders o
      where o.id = ${orderId}::uuid and o.user_id = ${userId}::uuid and o.type in ('TAKE_AWAY', 'DELIVERY') for update`),
  );
  return row ?? null;
}

/** Any take-away or delivery order, row-locked (the staff side checks the restaurant itself). */
export async function lockStandaloneOrder(tx: Queryable, orderId: string): Promise<LockedOrder | null> {
  const [row] = rowsOf<LockedOrder>(await tx.execute(sql`select ${lockColumns} from orders o where o.id = ${orderId}::uuid and o.type in ('TAKE_AWAY', 'DELIVERY') for update`));
  return row ?? null;
}

export async function setOrderStatus(tx: Queryable, orderId: string, status: TOrderStatus, extra: { placedAt?: Date; cancelReason?: string | null } = {}) {
  const placed = extra.placedAt ? sql`, placed_at = ${extra.placedAt.toISOString()}::timestamptz` : sql``;
  const reason = extra.cancelReason !== undefined ? sql`, cancel_reason = ${extra.cancelReason}` : sql``;
  await tx.execute(sql`update orders set status = ${status}, updated_at = now() ${placed} ${reason} where id = ${orderId}::uuid`);
}

export async function insertStatusStep(tx: Queryable, step: { orderId: string; status: TOrderStatus; reason: string | null; actorUserId: string; at: Date }) {
  await tx.execute(sql`insert into order_status_events (order_id, status, reason, actor_user_id, at)
    values (${step.orderId}::uuid, ${step.status}, ${step.reason}, ${step.actorUserId}::uuid, ${step.at.toISOString()}::timestamptz)`);
}

/** Portions per counter an order's lines draw on (the same key rule as the booking holds). */
export async function findNeedsOfOrder(db: Queryable, orderId: string): Promise<PortionNeed[]> {
  return rowsOf<PortionNeed>(
    await db.execute(sql`select l.dish_id as "dishId", ${lineStockKeySql} as key, coalesce(ed.stock, d.daily_stock) as capacity, sum(l.quantity)::int as quantity
      from order_lines l
      join orders o on o.id = l.order_id
      join dishes d on d.id = l.dish_id
      left join event_dishes ed on ed.event_id = o.event_id and ed.dish_id = l.dish_id
      where o.id = ${orderId}::uuid
      group by 1, 2, 3`),
  );
}

export interface StoredLine {
  draftId: string | null;
  dishId: number;
  quantity: number;
  options: OrderLineOption[];
}

/** What the diner asked for in a draft, to check it again: its lines, delivery address and coupon code. */
export async function findStoredRequest(db: Queryable, orderId: string) {
  const lines = rowsOf<StoredLine>(
    await db.execute(sql`select l.draft_id as "draftId", l.dish_id as "dishId", l.quantity::int as quantity, l.options from order_lines l where l.order_id = ${orderId}::uuid order by l.id`),
  );
  const [extra] = rowsOf<{ addressId: string | null; couponCode: string | null }>(
    await db.execute(sql`select (select d.address_id from deliveries d where d.order_id = o.id) as "addressId", uc.code as "couponCode"
      from orders o left join user_coupons uc on uc.id = o.user_coupon_id where o.id = ${orderId}::uuid`),
  );
  return { lines, addressId: extra?.addressId ?? null, couponCode: extra?.couponCode ?? null };
}
