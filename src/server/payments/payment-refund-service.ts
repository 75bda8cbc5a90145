import type { AppDeps } from '@/server/http/app-env';
import { findActivePayment, findCancelledOrdersWithPayment } from './payment-repository';
import { applyTransition } from './payment-transition';

/**
 * After an order was cancelled (by the diner inside the policy window, or by the staff): a payment
 * still open is cancelled, a paid one is refunded in full through the provider that took it. The
 * payment's row stays locked during the provider's call, so two cancel paths never refund twice
 * (and the provider's idempotency key guards a retry). The cancellation itself is already committed:
 * a refund the provider refuses leaves the payment paid and is logged for the staff, never undone.
 */
export async function settleCancelledOrderPayment(deps: AppDeps, orderId: string): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const payment = await findActivePayment(tx, orderId, { lock: true });
      if (!payment) return;
      if (payment.status !== 'paid') {
        await applyTransition(tx, payment, 'cancelled');
        return;
      }
      const adapter = deps.payments[payment.provider];
      if (!adapter || !payment.providerRef) throw new Error(`No ${payment.provider} adapter configured to refund with`);
      await adapter.refund({ providerRef: payment.providerRef, amount: payment.amount, currency: payment.currency, idempotencyKey: `refund:${payment.id}` });
      await applyTransition(tx, payment, 'refunded');
      deps.logger.info({ paymentId: payment.id, provider: payment.provider }, 'payment refunded on cancellation');
    });
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'could not refund the payment of a cancelled order; it stays paid');
  }
}

/** After a booking was cancelled inside its policy window: each pre-order it cancelled is settled the same way. */
export async function settleCancelledReservationPayments(deps: AppDeps, reservationId: string): Promise<void> {
  for (const orderId of await findCancelledOrdersWithPayment(deps.db, reservationId)) await settleCancelledOrderPayment(deps, orderId);
}
