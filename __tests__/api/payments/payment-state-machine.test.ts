/** @jest-environment node */
import { canMovePayment, PAYMENT_STATUSES, type TPaymentStatus } from '@/contracts/payment-limits';

/** Every move the payment state machine allows; all the others are refused. */
const ALLOWED = new Set([
  'pending→authorized', 'pending→paid', 'pending→failed', 'pending→cancelled',
  'authorized→paid', 'authorized→failed', 'authorized→cancelled',
  'paid→refunded',
]);

describe('the payment state machine: pending → authorized → paid | failed | cancelled; paid → refunded', () => {
  const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as [TPaymentStatus, TPaymentStatus]));

  it.each(pairs)('%s → %s is allowed only when the machine says so', (from, to) => {
    expect(canMovePayment(from, to)).toBe(ALLOWED.has(`${from}→${to}`));
  });

  it('never moves a paid payment back, and ends a refund, a failure and a cancellation for good', () => {
    expect(PAYMENT_STATUSES.filter((to) => canMovePayment('paid', to))).toEqual(['refunded']);
    for (const final of ['failed', 'refunded', 'cancelled'] as const) expect(PAYMENT_STATUSES.filter((to) => canMovePayment(final, to))).toEqual([]);
  });
});
