import type { TOrderProblem } from '@/contracts/order-contract';
import type { TOrderProblemCode } from '@/contracts/order-limits';

/** What an offer or a reward coupon takes off: a percent of the subtotal, or an amount in one currency. */
export interface DiscountRule {
  discountKind: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
}

export interface OfferFacts extends DiscountRule {
  restaurantId: number | null;
  minOrderAmount: number;
  startsAt: Date;
  endsAt: Date;
  maxRedemptions: number | null;
  redemptionsCount: number;
  orderTypes: string[];
  oncePerDiner: boolean;
}

export interface CouponFacts extends DiscountRule {
  status: 'available' | 'used' | 'expired';
  expiresAt: Date;
  restaurantId: number | null;
}

export interface RuleScope {
  restaurantId: number;
  orderType: string;
  subtotalAmount: number;
  currency: string;
  now: Date;
}

export const problem = (code: TOrderProblemCode, message: string, details?: Record<string, unknown>): TOrderProblem => (details ? { code, message, details } : { code, message });

/** Percent: floor(subtotal × value / 100); amount: the value, never more than the subtotal. */
export function discountOf(rule: DiscountRule, subtotalAmount: number): number {
  if (rule.discountKind === 'percent') return Math.floor((subtotalAmount * rule.discountValue) / 100);
  return Math.min(rule.discountValue, subtotalAmount);
}

const currencyProblem = (rule: DiscountRule, currency: string) =>
  rule.discountKind === 'amount' && rule.currency !== null && rule.currency !== currency ? [problem('currency_mismatch', `The discount is in ${rule.currency}, the order in ${currency}`)] : [];

/**
 * Every reason the offer cannot apply here. `usedElsewhere`: the diner already redeemed it for
 * another order or booking; `heldByTarget`: this very target already holds one of its uses, so the
 * cap does not count against it.
 */
export function offerProblems(offer: OfferFacts, scope: RuleScope, usage: { usedElsewhere: boolean; heldByTarget: boolean }): TOrderProblem[] {
  const problems: TOrderProblem[] = [];
  if (!(offer.startsAt <= scope.now && scope.now < offer.endsAt)) problems.push(problem('offer_not_running', 'The offer is not running now'));
  if (offer.restaurantId !== null && offer.restaurantId !== scope.restaurantId) problems.push(problem('offer_not_for_restaurant', 'The offer is for another restaurant'));
  if (!offer.orderTypes.includes(scope.orderType)) problems.push(problem('offer_not_for_order_type', `The offer does not apply to ${scope.orderType} orders`));
  if (scope.subtotalAmount < offer.minOrderAmount) {
    problems.push(problem('offer_minimum_not_met', 'The order is below the offer’s minimum', { minimum: { amount: offer.minOrderAmount, currency: scope.currency } }));
  }
  problems.push(...currencyProblem(offer, scope.currency));
  if (offer.oncePerDiner && usage.usedElsewhere) problems.push(problem('offer_already_used', 'You have already used this offer'));
  if (!usage.heldByTarget && offer.maxRedemptions !== null && offer.redemptionsCount >= offer.maxRedemptions) problems.push(problem('offer_exhausted', 'The offer has no uses left'));
  return problems;
}

export function couponProblems(coupon: CouponFacts, scope: RuleScope): TOrderProblem[] {
  const problems: TOrderProblem[] = [];
  if (coupon.status === 'used') problems.push(problem('coupon_used', 'This coupon has already been used'));
  else if (coupon.status === 'expired' || coupon.expiresAt <= scope.now) problems.push(problem('coupon_expired', 'This coupon has expired'));
  if (coupon.restaurantId !== null && coupon.restaurantId !== scope.restaurantId) problems.push(problem('coupon_not_for_restaurant', 'This coupon is for another restaurant'));
  problems.push(...currencyProblem(coupon, scope.currency));
  return problems;
}

/** The problems a redemption refuses with a 409 (the state changed) rather than a 422 (never valid here). */
export const CONFLICT_PROBLEMS: ReadonlySet<TOrderProblemCode> = new Set(['offer_exhausted', 'offer_already_used', 'coupon_used']);
