import type { TPayment, TValidatePaymentRequest } from '@/contracts/payment-contract';
import type { AppDeps } from '@/server/http/app-env';
import { notFound } from '@/server/http/app-error-factory';
import { providerFailed } from './payment-errors';
import { toPayment } from './payment-mapper';
import { findPaymentById } from './payment-repository';
import { afterSettled, applyProviderState } from './payment-settle-service';

const OPEN_STATUSES = ['pending', 'authorized'];

/**
 * POST /paymentExternal/validate: the diner came back from a provider (a redirect, 3-D Secure, the
 * wallet's confirmation). The server asks the provider itself, never the client, and applies what
 * it says through the state machine: asking twice, or after the webhook already settled it, changes
 * nothing. On site there is nobody to ask (the staff settle it), so the payment is answered as is.
 */
export async function validatePayment(deps: AppDeps, userId: string, input: TValidatePaymentRequest): Promise<TPayment> {
  const payment = await findPaymentById(deps.db, input.paymentId, { userId });
  // A reference that is not this payment's is somebody else's business: the same 404 as a stranger's id.
  if (!payment || (input.providerRef && payment.providerRef && input.providerRef !== payment.providerRef)) throw notFound('Payment');
  const adapter = deps.payments[payment.provider];
  if (payment.provider === 'on_site' || !adapter || !payment.providerRef || !OPEN_STATUSES.includes(payment.status)) return toPayment(payment);
  let state;
  try {
    state = await adapter.confirm(payment.providerRef);
  } catch (error) {
    deps.logger.error({ err: error, paymentId: payment.id, provider: payment.provider }, 'payment provider confirm failed');
    throw providerFailed(payment.provider, error);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await findPaymentById(tx, payment.id, { lock: true });
    return locked ? applyProviderState(deps, tx, locked, state) : 'refused';
  });
  await afterSettled(deps, payment.id, outcome, state.status);
  return toPayment((await findPaymentById(deps.db, payment.id))!);
}
