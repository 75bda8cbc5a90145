import type { TPaymentStatus } from '@/contracts/payment-limits';

/** The states CinetPay can report (it holds no authorization step, and refunds are ours). */
export type CinetPayState = Extract<TPaymentStatus, 'pending' | 'paid' | 'failed' | 'cancelled'>;

/**
 * CinetPay's answer codes (docs.cinetpay.com, checkout "Tableau des codes"). A payment confirmed by
 * push or USSD first reports a waiting code; the docs warn that treating it as a failure loses the
 * payments of those operators, so only the documented final codes end a payment.
 */
const PAID_CODE = '00';
const FAILED_CODES = new Set(['600', '602', '604', '606']);
const CANCELLED_CODE = '627';
/** Codes about our request rather than the payment (missing fields, unknown API key, bad site, expired service). */
export const CINETPAY_REQUEST_ERROR_CODES = new Set(['608', '609', '613', '624', '625']);

export interface CinetPayCheckSnapshot {
  code: string;
  /** data.status of payment/check: ACCEPTED, REFUSED or WAITING_FOR_CUSTOMER (absent in older answers). */
  status?: string | null;
}

/** Our state for what payment/check said; anything not known to be final stays pending. */
export function mapCinetPayState({ code, status }: CinetPayCheckSnapshot): CinetPayState {
  const upperStatus = status?.trim().toUpperCase() || null;
  if (upperStatus === 'ACCEPTED') return code === PAID_CODE ? 'paid' : 'pending';
  if (code === CANCELLED_CODE) return 'cancelled';
  if (FAILED_CODES.has(code) || upperStatus === 'REFUSED') return 'failed';
  if (code === PAID_CODE && upperStatus === null) return 'paid';
  // 201 CREATED, 623/662/663 WAITING_CUSTOMER_*, WAITING_FOR_CUSTOMER, and any code not documented.
  return 'pending';
}
