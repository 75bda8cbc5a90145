import type { ContentLocale } from '@/contracts/locale-contract';
import { ZOrderListQuery, type TOrder, type TOrderList, type TOrderListQuery } from '@/contracts/order-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { toOrder, toOrderSummary } from './order-mapper';
import { findLinesAndSteps, findListedOrderRows, findOwnOrderRows } from './order-read-repository';

/** GET /reservation/order/{id}: the diner's own take-away or delivery order; anybody else's is as missing as an unknown one. */
export async function getOwnOrder(db: Queryable, userId: string, orderId: string, locale: ContentLocale): Promise<TOrder> {
  const [row] = await findOwnOrderRows(db, userId, orderId);
  if (!row) throw notFound('Order');
  const { lines, steps } = await findLinesAndSteps(db, [row.id]);
  return toOrder(row, lines, steps, locale);
}

/** GET /reservation/orders: the diner's take-away and delivery orders, newest first. */
export async function listOwnOrders(db: Queryable, userId: string, query: TOrderListQuery): Promise<TOrderList> {
  const { scope, limit, offset } = ZOrderListQuery.parse(query);
  const rows = await findListedOrderRows(db, userId, scope, limit, offset);
  return { total: rows[0]?.total ?? 0, limit, offset, items: rows.map(toOrderSummary) };
}
