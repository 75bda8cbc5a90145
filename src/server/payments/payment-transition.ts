import { canMovePayment, type TPaymentStatus } from '@/contracts/payment-limits';
import type { Queryable } from '@/server/db/client';
import { setFailureReason, setPaymentStatus, type PaymentRow } from './payment-repository';

export type TransitionOutcome = 'moved' | 'unchanged' | 'refused';

/**
 * The one place a payment changes state, on a row the caller has locked: a move the state machine
 * allows is applied; the same state again is nothing (a replay, a second return); anything else (a
 * reordered "authorized" after "paid", paid → pending) is refused and the payment stays as it is.
 */
export async function applyTransition(tx: Queryable, payment: PaymentRow, to: TPaymentStatus, failureReason: string | null = null): Promise<TransitionOutcome> {
  if (payment.status === to) {
    if (failureReason && failureReason !== payment.failureReason) await setFailureReason(tx, payment.id, failureReason);
    return 'unchanged';
  }
  if (!canMovePayment(payment.status, to)) return 'refused';
  await setPaymentStatus(tx, payment.id, to, failureReason);
  return 'moved';
}
