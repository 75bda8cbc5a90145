import type { TPaymentProvider } from '@/contracts/payment-limits';
import type { ProviderPaymentState } from '@/server/adapters/payments/payment-adapter';
import type { Tx } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { publishOrderChange } from '@/server/orders/order-live-events';
import { sendReceiptOnce } from './payment-receipt';
import { findPaymentById, findPaymentByProviderRef, recordWebhookEvent, setProviderRef, type PaymentRow } from './payment-repository';
import { applyTransition, type TransitionOutcome } from './payment-transition';

/** The payment a provider's state is about, row-locked: by its reference, else by our id echoed in metadata. */
export async function lockProviderPayment(tx: Tx, provider: TPaymentProvider, state: { providerRef: string; paymentId?: string }): Promise<PaymentRow | null> {
  const byRef = await findPaymentByProviderRef(tx, provider, state.providerRef, { lock: true });
  if (byRef) return byRef;
  if (!state.paymentId || !/^[0-9a-f-]{36}$/i.test(state.paymentId)) return null;
  const byId = await findPaymentById(tx, state.paymentId, { lock: true });
  if (!byId || byId.provider !== provider || (byId.providerRef && byId.providerRef !== state.providerRef)) return null;
  // The webhook beat the pay call's own bookkeeping (it stores the reference after the provider answered).
  await setProviderRef(tx, byId.id, state.providerRef);
  return byId;
}

/** Applies a provider's state to a locked payment, noting money taken on a payment already closed. */
export async function applyProviderState(deps: AppDeps, tx: Tx, payment: PaymentRow, state: ProviderPaymentState): Promise<TransitionOutcome> {
  const outcome = await applyTransition(tx, payment, state.status, state.failureReason ?? null);
  if (outcome === 'refused' && state.status === 'paid' && (payment.status === 'cancelled' || payment.status === 'failed')) {
    // Money was taken on a payment we closed (an abandoned tab confirmed late): staff must refund it by hand.
    deps.logger.error({ paymentId: payment.id, provider: payment.provider, from: payment.status }, 'payment paid at the provider after it was closed here');
  } else if (outcome === 'refused') {
    deps.logger.info({ paymentId: payment.id, from: payment.status, to: state.status }, 'stale payment state ignored');
  }
  return outcome;
}

/**
 * After the commit of a move: the receipt of a payment that just became paid, and an `order` live
 * event so the diner's open tabs refetch the order and its payment (a wallet confirmed on the phone).
 */
export async function afterSettled(deps: AppDeps, paymentId: string, outcome: TransitionOutcome | WebhookOutcome, status: string) {
  if (outcome !== 'moved') return;
  if (status === 'paid') await sendReceiptOnce(deps, paymentId);
  const payment = await findPaymentById(deps.db, paymentId);
  if (payment?.orderId) await publishOrderChange(deps, payment.userId, payment.orderId);
}

export type WebhookOutcome = TransitionOutcome | 'duplicate' | 'unknown_payment';

/**
 * One verified webhook event, in one transaction: the payment is locked, the event id recorded (a
 * replay stops there), and the state applied through the state machine, so a reordered event
 * (authorized after paid) changes nothing.
 */
export async function settleWebhookEvent(deps: AppDeps, provider: TPaymentProvider, event: ProviderPaymentState & { eventId: string; paymentId?: string }): Promise<WebhookOutcome> {
  const result = await deps.db.transaction(async (tx) => {
    const payment = await lockProviderPayment(tx, provider, event);
    if (!(await recordWebhookEvent(tx, provider, event.eventId, payment?.id ?? null))) return { outcome: 'duplicate' as const, payment };
    if (!payment) return { outcome: 'unknown_payment' as const, payment };
    return { outcome: await applyProviderState(deps, tx, payment, event), payment };
  });
  if (result.payment) await afterSettled(deps, result.payment.id, result.outcome, event.status);
  return result.outcome;
}
