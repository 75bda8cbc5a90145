import type { TPayment } from '@/contracts/payment-contract';
import { isPaymentActive } from './payment-status';

/** What the server lets a diner pay (pay-service PAYABLE_STATUSES): placed and not yet finished or cancelled. */
const PAYABLE_ORDER_STATUSES = new Set(['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery']);

export const isOrderPayable = (status: string) => PAYABLE_ORDER_STATUSES.has(status);

/** The order's one live payment (pending, authorized or paid), if any; the list comes newest first. */
export function findOrderPayment(payments: readonly TPayment[], orderId: string): TPayment | null {
  return payments.find((payment) => payment.orderId === orderId && isPaymentActive(payment.status)) ?? null;
}

/** An untouched "I'll pay on site" gives way to an online payment (the server cancels it); nothing else does. */
export const canStillPayOnline = (payment: TPayment | null) => payment === null || (payment.provider === 'on_site' && payment.status === 'pending');
