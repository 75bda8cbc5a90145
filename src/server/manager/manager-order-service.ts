import type { ContentLocale } from '@/contracts/locale-contract';
import type { TOrderTransitionRequest, TStaffOrder, TStaffOrderList, TStaffRestaurants } from '@/contracts/order-contract';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, forbidden, notFound } from '@/server/http/app-error-factory';
import { assertStaffOf } from '@/server/staff/require-staff';
import { toStaffOrder } from '@/server/orders/order-mapper';
import { findDayOrderRows, findLinesAndSteps, findOrderRowsById } from '@/server/orders/order-read-repository';
import { insertStatusStep, lockStandaloneOrder, setOrderStatus } from '@/server/orders/order-repository';
import { cancelPlacedOrder } from '@/server/orders/order-service';
import { publishOrderChange } from '@/server/orders/order-live-events';
import { canMove } from '@/server/orders/order-transitions';
import { settleCancelledOrderPayment } from '@/server/payments/payment-refund-service';
import { earnPointsOnce } from './loyalty-points';
import { findStaffRestaurants } from './manager-repository';
import { resolveDay } from './manager-day';
import { notifyOrderStatus } from '@/server/notifications/notify-producers';

/** GET /manager/restaurants: where the caller works; somebody who works nowhere is not staff (403). */
export async function listStaffRestaurants(db: Queryable, userId: string): Promise<TStaffRestaurants> {
  const items = await findStaffRestaurants(db, userId);
  if (items.length === 0) throw forbidden('Only restaurant staff may use the manager API');
  return { items };
}

/** GET /manager/restaurants/{id}/orders: the day's placed take-away and delivery orders, by ready time, with where each may go next. */
export async function listDayOrders(db: Queryable, restaurantId: number, date: string | undefined, now: Date, locale: ContentLocale): Promise<TStaffOrderList> {
  const day = await resolveDay(db, restaurantId, date, now);
  const rows = await findDayOrderRows(db, restaurantId, day);
  const { lines, steps } = await findLinesAndSteps(db, rows.map((row) => row.id));
  return { restaurantId, date: day, items: rows.map((row) => toStaffOrder(row, lines, steps, locale)) };
}

async function getStaffOrder(db: Queryable, orderId: string, locale: ContentLocale): Promise<TStaffOrder> {
  const [row] = await findOrderRowsById(db, orderId);
  if (!row) throw notFound('Order');
  const { lines, steps } = await findLinesAndSteps(db, [row.id]);
  return toStaffOrder(row, lines, steps, locale);
}

/**
 * POST /manager/orders/{id}/status: one step along the kitchen's path (order-transitions.ts) or a
 * cancellation with its reason, under the order's row lock; anything else is 409
 * invalid_transition. Cancelling gives back the portions and the discount; completing earns the
 * diner their points. Each move is a step the diner sees live.
 */
export async function moveOrder(deps: AppDeps, staffUserId: string, orderId: string, input: TOrderTransitionRequest, locale: ContentLocale): Promise<TStaffOrder> {
  const now = deps.now();
  const { dinerId, cancelled } = await deps.db.transaction(async (tx) => {
    const order = await lockStandaloneOrder(tx, orderId);
    if (!order) throw notFound('Order');
    await assertStaffOf(tx, staffUserId, order.restaurantId);
    if (!canMove(order.type, order.status, input.status)) {
      throw conflict('invalid_transition', `A ${order.type} order cannot go from ${order.status} to ${input.status}`, { from: order.status, to: input.status });
    }
    if (input.status === 'cancelled') {
      await cancelPlacedOrder(tx, order, { reason: input.reason ?? null, actorUserId: staffUserId, now });
      return { dinerId: order.userId, cancelled: true };
    }
    await setOrderStatus(tx, order.id, input.status);
    await insertStatusStep(tx, { orderId: order.id, status: input.status, reason: null, actorUserId: staffUserId, at: now });
    if (input.status === 'completed') {
      await earnPointsOnce(tx, { userId: order.userId, reason: 'order_completed', referenceId: order.id, spentAmount: order.totalAmount, currency: order.currency });
    }
    return { dinerId: order.userId, cancelled: false };
  });
  if (cancelled) await settleCancelledOrderPayment(deps, orderId);
  await publishOrderChange(deps, dinerId, orderId);
  await notifyOrderStatus(deps, orderId);
  return getStaffOrder(deps.db, orderId, locale);
}
