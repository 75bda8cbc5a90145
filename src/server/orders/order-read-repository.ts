import { sql, type SQL } from 'drizzle-orm';
import type { TOrderListScope, TOrderStatus, TStandaloneOrderType } from '@/contracts/order-limits';
import type { Queryable } from '@/server/db/client';
import type { OrderLineOption } from '@/server/db/schema';
import { rowsOf } from '@/server/search/raw-rows';

export interface OrderRow {
  id: string;
  userId: string;
  type: TStandaloneOrderType;
  status: TOrderStatus;
  special: string | null;
  subtotalAmount: number;
  discountAmount: number;
  deliveryFeeAmount: number;
  totalAmount: number;
  currency: string;
  isAsap: boolean;
  pickupAt: Date | string | null;
  placedAt: Date | string | null;
  cancelReason: string | null;
  createdAt: Date | string;
  restaurantId: number;
  restaurantName: string;
  restaurantAddress: string;
  restaurantPhone: string | null;
  timeZone: string;
  restaurantImageUrl: string | null;
  offerId: number | null;
  offerCode: string | null;
  offerTitleFr: string | null;
  offerTitleEn: string | null;
  userCouponId: string | null;
  couponCode: string | null;
  couponTitleFr: string | null;
  couponTitleEn: string | null;
  deliverySnapshot: unknown;
  deliveryDistance: number | null;
  customerFirstName: string | null;
  customerPhone: string | null;
  itemCount: number;
  total: number;
}

async function findOrderRows(db: Queryable, where: SQL, orderBy: SQL, limit: number, offset: number) {
  return rowsOf<OrderRow>(
    await db.execute(sql`
      select o.id, o.user_id as "userId", o.type, o.status, o.special, o.subtotal_amount as "subtotalAmount", o.discount_amount as "discountAmount",
             o.delivery_fee_amount as "deliveryFeeAmount", o.total_amount as "totalAmount", o.currency, o.is_asap as "isAsap", o.pickup_at as "pickupAt",
             o.placed_at as "placedAt", o.cancel_reason as "cancelReason", o.created_at as "createdAt",
             r.id as "restaurantId", r.name as "restaurantName", r.address as "restaurantAddress", r.phone as "restaurantPhone", r.time_zone as "timeZone",
             (select i.url from restaurant_images i where i.restaurant_id = r.id order by coalesce(i."order", 0), i.id limit 1) as "restaurantImageUrl",
             o.offer_id as "offerId", f.code as "offerCode", f.title_fr as "offerTitleFr", f.title_en as "offerTitleEn",
             o.user_coupon_id as "userCouponId", uc.code as "couponCode", rc.title_fr as "couponTitleFr", rc.title_en as "couponTitleEn",
             dl.address_snapshot as "deliverySnapshot", dl.distance_meters as "deliveryDistance",
             u.first_name as "customerFirstName", u.phone as "customerPhone",
             (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as "itemCount",
             count(*) over ()::int as total
        from orders o
        join restaurants r on r.id = o.restaurant_id
        join users u on u.id = o.user_id
        left join offers f on f.id = o.offer_id
        left join user_coupons uc on uc.id = o.user_coupon_id
        left join reward_coupons rc on rc.id = uc.reward_coupon_id
        left join deliveries dl on dl.order_id = o.id
       where o.type in ('TAKE_AWAY', 'DELIVERY') and ${where}
       order by ${orderBy}
       limit ${limit} offset ${offset}`),
  );
}

/** One of the diner's own orders (none for anybody else's). */
export const findOwnOrderRows = (db: Queryable, userId: string, orderId: string) => findOrderRows(db, sql`o.id = ${orderId}::uuid and o.user_id = ${userId}::uuid`, sql`o.id`, 1, 0);

export const findOrderRowsById = (db: Queryable, orderId: string) => findOrderRows(db, sql`o.id = ${orderId}::uuid`, sql`o.id`, 1, 0);

/**
 * The diner's orders, newest first. active = drafts (so /complete-order can resume them) and
 * placed orders not yet finished; past = completed or cancelled; all = everything.
 */
export function findListedOrderRows(db: Queryable, userId: string, scope: TOrderListScope, limit: number, offset: number) {
  const statuses: Record<TOrderListScope, SQL> = {
    active: sql`and o.status in ('draft', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery')`,
    past: sql`and o.status in ('completed', 'cancelled')`,
    all: sql``,
  };
  return findOrderRows(db, sql`o.user_id = ${userId}::uuid ${statuses[scope]}`, sql`o.created_at desc, o.id desc`, limit, offset);
}

/** A restaurant's placed (non-draft) orders ready on one of its local days, soonest first. */
export const findDayOrderRows = (db: Queryable, restaurantId: number, date: string) =>
  findOrderRows(
    db,
    sql`o.restaurant_id = ${restaurantId} and o.status <> 'draft' and to_char(o.pickup_at at time zone r.time_zone, 'YYYY-MM-DD') = ${date}`,
    sql`o.pickup_at asc, o.id`,
    500,
    0,
  );

export interface LineRow {
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

export interface StepRow {
  orderId: string;
  status: TOrderStatus;
  at: Date | string;
  reason: string | null;
}

const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

export async function findLinesAndSteps(db: Queryable, orderIds: string[]): Promise<{ lines: LineRow[]; steps: StepRow[] }> {
  if (orderIds.length === 0) return { lines: [], steps: [] };
  const lines = rowsOf<LineRow>(
    await db.execute(sql`select l.order_id as "orderId", l.draft_id as "draftId", l.dish_id as "dishId", d.name as "dishName", d.image_url as "imageUrl",
        l.quantity::int as quantity, l.unit_price_amount as "unitPriceAmount", l.currency, l.options
      from order_lines l join dishes d on d.id = l.dish_id where l.order_id in (${idList(orderIds)}) order by l.order_id, l.id`),
  );
  const steps = rowsOf<StepRow>(
    await db.execute(sql`select e.order_id as "orderId", e.status, e.at, e.reason from order_status_events e
      where e.order_id in (${idList(orderIds)}) order by e.order_id, e.at, e.status`),
  );
  return { lines, steps };
}
