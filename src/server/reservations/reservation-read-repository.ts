import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TReservationListQuery } from '@/contracts/reservation-contract';
import type { Queryable } from '@/server/db/client';
import { reservations, type OrderLineOption } from '@/server/db/schema';
import { rowsOf } from '@/server/search/raw-rows';
import { isInPartySql } from '@/server/groups/group-access-sql';
import { isExpiredDraft } from './hold-rule';

const v = alias(reservations, 'v');

export interface ReservationRow {
  id: string;
  userId: string;
  status: 'draft' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
  startsAt: Date | string;
  endsAt: Date | string;
  guests: number;
  occasion: string | null;
  specialRequest: string | null;
  expireDate: Date | string | null;
  eventId: number | null;
  offerId: number | null;
  createdAt: Date | string;
  tableId: number | null;
  tableName: string | null;
  tableArea: string | null;
  tableSeats: number | null;
  restaurantId: number;
  restaurantName: string;
  address: string;
  city: string;
  timeZone: string;
  currency: string;
  imageUrl: string | null;
  freeCancellationHours: number;
  eventTitleFr: string | null;
  eventTitleEn: string | null;
  eventStartsAt: Date | string | null;
  eventPriceAmount: number | null;
  eventCurrency: string | null;
  total: number;
}

/** Reservations with their restaurant, table and event, filtered and ordered as asked. */
async function findReservationRows(db: Queryable, where: SQL, orderBy: SQL, limit: number, offset: number) {
  return rowsOf<ReservationRow>(
    await db.execute(sql`
      select v.id, v.user_id as "userId", v.status, v.starts_at as "startsAt", v.ends_at as "endsAt", v.guests::int as guests,
             v.occasion, v.special_request as "specialRequest", v.expire_date as "expireDate", v.event_id as "eventId",
             v.offer_id as "offerId", v.created_at as "createdAt", v.table_id as "tableId",
             t.name as "tableName", t.area as "tableArea", t.seats::int as "tableSeats",
             r.id as "restaurantId", r.name as "restaurantName", r.address, c.name as city, r.time_zone as "timeZone", r.currency,
             (select i.url from restaurant_images i where i.restaurant_id = r.id order by coalesce(i."order", 0), i.id limit 1) as "imageUrl",
             r.free_cancellation_hours::int as "freeCancellationHours",
             e.title_fr as "eventTitleFr", e.title_en as "eventTitleEn", e.starts_at as "eventStartsAt",
             e.price_amount as "eventPriceAmount", e.currency as "eventCurrency",
             count(*) over ()::int as total
        from reservations v
        join restaurants r on r.id = v.restaurant_id
        join cities c on c.id = r.city_id
        left join restaurant_tables t on t.id = v.table_id
        left join events e on e.id = v.event_id
       where ${where}
       order by ${orderBy}
       limit ${limit} offset ${offset}`),
  );
}

/** A reservation of its owner (none for anybody else's). */
export const findOwnReservationRows = (db: Queryable, userId: string, id: string) =>
  findReservationRows(db, sql`v.id = ${id}::uuid and v.user_id = ${userId}::uuid`, sql`v.id`, 1, 0);

/** A reservation seen by its diner or by a guest of its party who is coming (none for anybody else). */
export const findPartyReservationRows = (db: Queryable, userId: string, id: string) =>
  findReservationRows(db, sql`v.id = ${id}::uuid and ${isInPartySql(sql`v.id`, sql`v.user_id`, userId)}`, sql`v.id`, 1, 0);

/**
 * A diner's reservations, expired drafts left out. upcoming = not cancelled and starting from now
 * on, soonest first; past = not cancelled and already started, latest first; cancelled = the
 * cancelled ones alone, latest cancelled first; all = latest first.
 */
export function findListedReservationRows(db: Queryable, userId: string, when: NonNullable<TReservationListQuery['when']>, now: Date, limit: number, offset: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const listed = sql`v.user_id = ${userId}::uuid and not ${isExpiredDraft(v, now)}`;
  const scopes: Record<typeof when, [SQL, SQL]> = {
    upcoming: [sql`${listed} and v.status <> 'cancelled' and v.starts_at >= ${at}`, sql`v.starts_at asc, v.id`],
    past: [sql`${listed} and v.status <> 'cancelled' and v.starts_at < ${at}`, sql`v.starts_at desc, v.id`],
    cancelled: [sql`${listed} and v.status = 'cancelled'`, sql`v.cancelled_at desc nulls last, v.starts_at desc, v.id`],
    all: [listed, sql`v.starts_at desc, v.id`],
  };
  const [where, orderBy] = scopes[when];
  return findReservationRows(db, where, orderBy, limit, offset);
}

export interface OrderRow {
  id: string;
  reservationId: string;
  type: 'BOOKING' | 'TAKE_AWAY' | 'DELIVERY';
  status: string;
  special: string | null;
  subtotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  currency: string;
  createdAt: Date | string;
}

export interface LineRow {
  id: string;
  orderId: string;
  draftId: string | null;
  dishId: number;
  dishName: string;
  imageUrl: string | null;
  quantity: number;
  unitPriceAmount: number;
  currency: string;
  options: OrderLineOption[];
}

export async function findOrdersOfReservations(db: Queryable, reservationIds: string[]) {
  if (reservationIds.length === 0) return { orders: [], lines: [] };
  const ids = sql.join(reservationIds.map((id) => sql`${id}::uuid`), sql`, `);
  const orders = rowsOf<OrderRow>(
    await db.execute(sql`select o.id, o.reservation_id as "reservationId", o.type, o.status, o.special, o.subtotal_amount as "subtotalAmount",
        o.discount_amount as "discountAmount", o.total_amount as "totalAmount", o.currency, o.created_at as "createdAt"
      from orders o where o.reservation_id in (${ids}) order by o.created_at, o.id`),
  );
  const lines = rowsOf<LineRow>(
    await db.execute(sql`select l.id, l.order_id as "orderId", l.draft_id as "draftId", l.dish_id as "dishId", d.name as "dishName",
        d.image_url as "imageUrl", l.quantity::int as quantity, l.unit_price_amount as "unitPriceAmount", l.currency, l.options
      from order_lines l join orders o on o.id = l.order_id join dishes d on d.id = l.dish_id
      where o.reservation_id in (${ids}) order by l.order_id, l.id`),
  );
  return { orders, lines };
}
