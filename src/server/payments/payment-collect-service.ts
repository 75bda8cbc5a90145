import type { TCollectPaymentRequest, TPayment } from '@/contracts/payment-contract';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, notFound } from '@/server/http/app-error-factory';
import { assertStaffOf } from '@/server/staff/require-staff';
import { toPayment } from './payment-mapper';
import { afterSettled } from './payment-settle-service';
import { countOrderPayments, findActivePayment, findPaymentById, insertPayment, lockPayableOrder, setPaymentMethod, setProviderRef } from './payment-repository';
import { applyTransition } from './payment-transition';

/**
 * POST /manager/orders/{id}/paid: the staff collected the money at the table, the counter or on
 * delivery. The diner's on-site payment (or a new one, when the diner never said how they would
 * pay) becomes paid, for the order's total, with the method the staff saw; collecting twice is
 * answered as is. An online payment under way is the provider's to settle (409).
 */
export async function recordCollected(deps: AppDeps, staffUserId: string, orderId: string, input: TCollectPaymentRequest): Promise<TPayment> {
  const { paymentId, becamePaid } = await deps.db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, orderId, null);
    if (!order) throw notFound('Order');
    await assertStaffOf(tx, staffUserId, order.restaurantId);
    if (order.status === 'draft' || order.status === 'cancelled') throw conflict('order_not_payable', `A ${order.status} order cannot be paid`, { status: order.status });
    const active = await findActivePayment(tx, order.id, { lock: true });
    if (active?.status === 'paid') return { paymentId: active.id, becamePaid: false };
    if (active && active.provider !== 'on_site') {
      throw conflict('payment_in_progress', 'The diner is paying this order online', { paymentId: active.id, provider: active.provider, status: active.status });
    }
    const method = input.method ?? active?.method ?? 'cash';
    const id = active?.id ?? (await insertPayment(tx, {
      userId: order.userId, orderId: order.id, reservationId: order.reservationId, provider: 'on_site', method,
      amount: order.totalAmount, currency: order.currency, idempotencyKey: `order:${order.id}:${(await countOrderPayments(tx, order.id)) + 1}`,
    }));
    await setPaymentMethod(tx, id, method);
    await setProviderRef(tx, id, `on_site_${id}`);
    await applyTransition(tx, (await findPaymentById(tx, id))!, 'paid');
    return { paymentId: id, becamePaid: true };
  });
  if (becamePaid) await afterSettled(deps, paymentId, 'moved', 'paid');
  return toPayment((await findPaymentById(deps.db, paymentId))!);
}
