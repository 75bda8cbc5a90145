import type { ContentLocale } from '@/contracts/locale-contract';
import type { TCancelOrderRequest, TOrder, TOrderCheck, TOrderRequest, TUpdateOrderRequest } from '@/contracts/order-contract';
import type { Queryable, Tx } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, notFound } from '@/server/http/app-error-factory';
import { unprocessable } from '@/server/reservations/booking-errors';
import { releasePortions, reservePortions } from '@/server/dish-stock/dish-stock-service';
import { planOrder, type OrderPlan, type PlanContext } from './order-check-service';
import { redeemOrderDiscount, releaseOrderDiscount } from './order-discount';
import { publishOrderChange } from './order-live-events';
import { getOwnOrder } from './order-query-service';
import {
  findNeedsOfOrder, findStoredRequest, insertStandaloneOrder, insertStatusStep, lockOwnOrder, replaceOrderLines, saveDelivery, setOrderStatus, updateOrderValues,
  type LockedOrder, type OrderValues,
} from './order-repository';
import { dinerCanCancel } from './order-transitions';
import { settleCancelledOrderPayment } from '@/server/payments/payment-refund-service';

const contextOf = (deps: AppDeps, userId: string, locale: ContentLocale): PlanContext => ({ userId, now: deps.now(), locale });

/** POST /reservation/order/checkOrder: every problem of the order with the server's prices; nothing is stored. */
export async function checkOrder(deps: AppDeps, userId: string, input: TOrderRequest, locale: ContentLocale): Promise<TOrderCheck> {
  return (await planOrder(deps.db, input, contextOf(deps, userId, locale))).check;
}

const refuseInvalid = (plan: OrderPlan) => unprocessable('order_invalid', 'The order cannot be taken as it is', { problems: plan.check.problems });

function valuesOf(plan: OrderPlan, input: TOrderRequest, discount: { amount: number; offerId: number | null; userCouponId: string | null }): OrderValues {
  const { subtotal, deliveryFee } = plan.check.totals;
  const discountAmount = Math.min(discount.amount, subtotal.amount);
  return {
    special: input.special ?? null, offerId: discount.offerId, userCouponId: discount.userCouponId,
    subtotalAmount: subtotal.amount, discountAmount, deliveryFeeAmount: deliveryFee.amount, totalAmount: subtotal.amount - discountAmount + deliveryFee.amount,
    currency: plan.check.currency, serviceDate: plan.serviceDate, pickupAt: plan.readyAt, isAsap: input.timing.mode === 'asap',
  };
}

/** A draft remembers the offer or coupon chosen, by id; it is redeemed only when the order is placed. */
function quotedDiscountOf(plan: OrderPlan) {
  const applied = plan.check.discount;
  return {
    amount: plan.check.totals.discount.amount,
    offerId: applied?.kind === 'offer' ? Number(applied.id) : null,
    userCouponId: applied?.kind === 'coupon' ? applied.id : null,
  };
}

async function storePlan(tx: Tx, orderId: string, plan: OrderPlan, values: OrderValues) {
  await updateOrderValues(tx, orderId, values);
  await replaceOrderLines(tx, orderId, plan.lines);
  await saveDelivery(tx, orderId, plan.delivery, plan.readyAt);
}

/** POST /reservation/order: stores the checked order as a draft (no portion is held until it is placed); 422 order_invalid with every problem otherwise. */
export async function createOrder(deps: AppDeps, userId: string, input: TOrderRequest, locale: ContentLocale): Promise<TOrder> {
  const context = contextOf(deps, userId, locale);
  const orderId = await deps.db.transaction(async (tx) => {
    const plan = await planOrder(tx, input, context);
    if (!plan.check.ok) throw refuseInvalid(plan);
    const values = valuesOf(plan, input, quotedDiscountOf(plan));
    const id = await insertStandaloneOrder(tx, { ...values, userId, restaurantId: input.restaurantId, type: input.type }, context.now);
    await replaceOrderLines(tx, id, plan.lines);
    await saveDelivery(tx, id, plan.delivery, plan.readyAt);
    return id;
  });
  return getOwnOrder(deps.db, userId, orderId, locale);
}

/** The draft as a request again, so it can be checked with today's prices, stock and clock. */
async function storedRequestOf(db: Queryable, order: LockedOrder): Promise<TOrderRequest> {
  const stored = await findStoredRequest(db, order.id);
  return {
    restaurantId: order.restaurantId,
    type: order.type,
    dishes: stored.lines.map((line, index) => ({
      draftId: line.draftId ?? `line-${index + 1}`, dishId: line.dishId, count: line.quantity,
      collections: line.options.reduce<Record<string, number[]>>((groups, option) => ({ ...groups, [option.groupId]: [...(groups[option.groupId] ?? []), option.optionId] }), {}),
    })),
    timing: order.isAsap || !order.pickupAt ? { mode: 'asap' } : { mode: 'scheduled', at: new Date(order.pickupAt).toISOString() },
    addressId: stored.addressId,
    offerId: stored.couponCode ? null : order.offerId,
    couponCode: stored.couponCode,
    special: order.special,
  };
}

async function lockDraft(tx: Tx, orderId: string, userId: string) {
  const order = await lockOwnOrder(tx, orderId, userId);
  if (!order) throw notFound('Order');
  return order;
}

/** PATCH /reservation/order/{id}: the draft re-checked and re-priced with the changes; 409 once it is placed. */
export async function updateOrder(deps: AppDeps, userId: string, orderId: string, patch: TUpdateOrderRequest, locale: ContentLocale): Promise<TOrder> {
  const context = contextOf(deps, userId, locale);
  await deps.db.transaction(async (tx) => {
    const order = await lockDraft(tx, orderId, userId);
    if (order.status !== 'draft') throw conflict('order_not_draft', 'Only a draft order can be changed');
    const stored = await storedRequestOf(tx, order);
    const discountChanged = patch.offerId !== undefined || patch.couponCode !== undefined;
    const input: TOrderRequest = {
      ...stored,
      ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      ...(discountChanged ? { offerId: patch.offerId ?? null, couponCode: patch.couponCode ?? null } : {}),
    };
    const plan = await planOrder(tx, input, { ...context, orderId: order.id });
    if (!plan.check.ok) throw refuseInvalid(plan);
    await storePlan(tx, order.id, plan, valuesOf(plan, input, quotedDiscountOf(plan)));
  });
  return getOwnOrder(deps.db, userId, orderId, locale);
}

/**
 * Placing, in one transaction under the order's row lock: everything is checked again with fresh
 * prices and time (an ASAP order is ready prep minutes from now), the portions are taken under the
 * dish counters' locks (409 dish_sold_out: that lock, not the unlocked read, decides), the
 * discount is redeemed, and the step is recorded. Placing a placed order again answers it as is.
 */
async function place(tx: Tx, order: LockedOrder, context: PlanContext): Promise<boolean> {
  if (order.status !== 'draft') {
    if (order.status === 'cancelled') throw conflict('order_not_draft', 'This order was cancelled');
    return false;
  }
  const input = await storedRequestOf(tx, order);
  const plan = await planOrder(tx, input, { ...context, orderId: order.id });
  const blocking = plan.check.problems.filter((found) => found.code !== 'dish_sold_out');
  if (blocking.length) throw refuseInvalid({ ...plan, check: { ...plan.check, problems: blocking } });
  await reservePortions(tx, plan.needs, context.now, { excludeReservationId: null, take: true });
  const redeemed = plan.discountScope ? await redeemOrderDiscount(tx, plan.discountScope, order.id) : { discountAmount: 0, offerId: null, userCouponId: null };
  await storePlan(tx, order.id, plan, valuesOf(plan, input, { amount: redeemed.discountAmount, offerId: redeemed.offerId, userCouponId: redeemed.userCouponId }));
  await setOrderStatus(tx, order.id, 'placed', { placedAt: context.now });
  await insertStatusStep(tx, { orderId: order.id, status: 'placed', reason: null, actorUserId: context.userId, at: context.now });
  return true;
}

/** POST /reservation/order/{id}/place: 200 with the placed order (also when it was placed already). */
export async function placeOrder(deps: AppDeps, userId: string, orderId: string, locale: ContentLocale): Promise<TOrder> {
  const context = contextOf(deps, userId, locale);
  const placed = await deps.db.transaction(async (tx) => place(tx, await lockDraft(tx, orderId, userId), context));
  if (placed) await publishOrderChange(deps, userId, orderId);
  return getOwnOrder(deps.db, userId, orderId, locale);
}

/** Gives back what a placed order took: its portions and its discount; records the cancellation step. */
export async function cancelPlacedOrder(tx: Tx, order: LockedOrder, cancel: { reason: string | null; actorUserId: string; now: Date }) {
  await releasePortions(tx, await findNeedsOfOrder(tx, order.id));
  await releaseOrderDiscount(tx, order.id);
  await setOrderStatus(tx, order.id, 'cancelled', { cancelReason: cancel.reason });
  await insertStatusStep(tx, { orderId: order.id, status: 'cancelled', reason: cancel.reason, actorUserId: cancel.actorUserId, at: cancel.now });
}

/** POST /reservation/order/{id}/cancel: the diner may cancel until the restaurant accepts (409 afterwards, or for a draft). */
export async function cancelOwnOrder(deps: AppDeps, userId: string, orderId: string, input: TCancelOrderRequest, locale: ContentLocale): Promise<TOrder> {
  await deps.db.transaction(async (tx) => {
    const order = await lockDraft(tx, orderId, userId);
    if (!dinerCanCancel(order.status)) throw conflict('order_not_cancellable', 'The restaurant has already accepted this order; please call it');
    await cancelPlacedOrder(tx, order, { reason: input.reason ?? null, actorUserId: userId, now: deps.now() });
  });
  await settleCancelledOrderPayment(deps, orderId);
  await publishOrderChange(deps, userId, orderId);
  return getOwnOrder(deps.db, userId, orderId, locale);
}
