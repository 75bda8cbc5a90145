import type { ContentLocale } from '@/contracts/locale-contract';
import type { Tx } from '@/server/db/client';
import { quoteDiscount, redeemDiscount, releaseDiscount, type DiscountScope } from '@/server/offers/discount-engine';
import { unprocessable } from './booking-errors';
import { findDraftBookingOrder, setOrderDiscount } from './order-repository';
import type { LockedReservation } from './reservation-repository';

interface BookingOffer {
  userId: string;
  offerId: number;
  subtotalAmount: number;
  now: Date;
  locale: ContentLocale;
}

const scopeOf = (reservation: LockedReservation, offer: BookingOffer): DiscountScope => ({
  userId: offer.userId,
  restaurantId: reservation.restaurantId,
  orderType: 'BOOKING',
  subtotalAmount: offer.subtotalAmount,
  currency: reservation.currency,
  offerId: offer.offerId,
  couponCode: null,
  now: offer.now,
  locale: offer.locale,
});

/**
 * What the booking's offer takes off its pre-order while it is a draft (read only: the use is taken
 * on confirming). An offer that cannot apply refuses the draft with 422 and the problem's code.
 */
export async function quoteBookingDiscount(tx: Tx, reservation: LockedReservation, offer: BookingOffer): Promise<number> {
  const quote = await quoteDiscount(tx, scopeOf(reservation, offer), { reservationId: reservation.id });
  const [problem] = quote.problems;
  if (problem) throw unprocessable(problem.code, problem.message, problem.details);
  return quote.discountAmount;
}

/**
 * Confirming takes one use of the offer under its row lock (the cap and "once per diner" are checked
 * again: 409/422 if it ran out or ended meanwhile) and writes what it took off onto the pre-order.
 * A booking without dishes has nothing to discount and takes no use.
 */
export async function redeemBookingDiscount(tx: Tx, reservation: LockedReservation, userId: string, now: Date): Promise<void> {
  if (reservation.offerId === null) return;
  const order = await findDraftBookingOrder(tx, reservation.id);
  if (!order) return;
  const scope = scopeOf(reservation, { userId, offerId: reservation.offerId, subtotalAmount: order.subtotalAmount, now, locale: 'fr' });
  const { discountAmount } = await redeemDiscount(tx, scope, { reservationId: reservation.id });
  await setOrderDiscount(tx, order.id, discountAmount);
}

/** A cancelled booking gives its offer use back. */
export const releaseBookingDiscount = (tx: Tx, reservationId: string) => releaseDiscount(tx, { reservationId });
