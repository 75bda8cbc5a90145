import type { TPayment, TPaymentList } from '@/contracts/payment-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { toPayment } from './payment-mapper';
import { findOwnPayments, findPaymentById } from './payment-repository';

/** A diner's history stays short (a few a week); the page shows them all. */
const MAX_LISTED_PAYMENTS = 200;

/** GET /payments: the diner's own payments, newest first, with their restaurant. */
export async function listOwnPayments(db: Queryable, userId: string, orderId?: string): Promise<TPaymentList> {
  return { payments: (await findOwnPayments(db, userId, MAX_LISTED_PAYMENTS, orderId)).map(toPayment) };
}

/** GET /payments/{id}: one of the diner's own (anybody else's: 404). */
export async function getOwnPayment(db: Queryable, userId: string, paymentId: string): Promise<TPayment> {
  const row = await findPaymentById(db, paymentId, { userId });
  if (!row) throw notFound('Payment');
  return toPayment(row);
}
