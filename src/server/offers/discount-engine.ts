import type { ContentLocale } from '@/contracts/locale-contract';
import { localized } from '@/contracts/locale-contract';
import type { TAppliedDiscount, TOrderProblem } from '@/contracts/order-contract';
import { AppError } from '@/lib/errors/app-error';
import type { Queryable } from '@/server/db/client';
import {
  deleteTargetRedemptions,
  findOfferByCode,
  findOfferById,
  findOrderCouponId,
  findTargetRedemption,
  findUserCouponByCode,
  hasOtherRedemption,
  insertRedemption,
  markCouponUsed,
  restoreCoupon,
  type DiscountCouponRow,
  type DiscountOfferRow,
} from './discount-repository';
import { CONFLICT_PROBLEMS, couponProblems, discountOf, offerProblems, problem } from './discount-rules';

export interface DiscountScope {
  userId: string;
  restaurantId: number;
  orderType: 'BOOKING' | 'TAKE_AWAY' | 'DELIVERY';
  subtotalAmount: number;
  currency: string;
  offerId: number | null;
  couponCode: string | null;
  now: Date;
  locale: ContentLocale;
}

export interface DiscountQuote {
  discountAmount: number;
  applied: TAppliedDiscount | null;
  problems: TOrderProblem[];
}

export type DiscountTarget = { orderId: string } | { reservationId: string };

type Resolved = { kind: 'none' } | { kind: 'missing'; problem: TOrderProblem } | { kind: 'offer'; offer: DiscountOfferRow } | { kind: 'coupon'; coupon: DiscountCouponRow };

/**
 * What the diner asked for: an offer by id, or a code that is first one of the diner's own reward
 * coupons, then an offer's public code. `lock` takes the row lock a redemption needs.
 */
async function resolveDiscount(db: Queryable, scope: DiscountScope, lock: boolean): Promise<Resolved> {
  if (scope.offerId !== null) {
    const offer = await findOfferById(db, scope.offerId, lock);
    return offer ? { kind: 'offer', offer } : { kind: 'missing', problem: problem('offer_not_found', 'No such offer') };
  }
  if (scope.couponCode === null) return { kind: 'none' };
  const coupon = await findUserCouponByCode(db, scope.userId, scope.couponCode, lock);
  if (coupon) return { kind: 'coupon', coupon };
  const byCode = await findOfferByCode(db, scope.couponCode);
  const offer = byCode && lock ? await findOfferById(db, byCode.id, true) : byCode;
  return offer ? { kind: 'offer', offer } : { kind: 'missing', problem: problem('coupon_not_found', 'No offer or coupon has this code') };
}

const appliedOffer = (offer: DiscountOfferRow, locale: ContentLocale): TAppliedDiscount => ({ kind: 'offer', id: String(offer.id), code: offer.code, title: localized(locale, offer.titleFr, offer.titleEn) });
const appliedCoupon = (coupon: DiscountCouponRow, locale: ContentLocale): TAppliedDiscount => ({ kind: 'coupon', id: coupon.id, code: coupon.code, title: localized(locale, coupon.titleFr, coupon.titleEn) });

async function offerUsage(db: Queryable, offer: DiscountOfferRow, userId: string, target: DiscountTarget | null) {
  const heldByTarget = target ? await findTargetRedemption(db, offer.id, target) : false;
  const usedElsewhere = offer.oncePerDiner ? await hasOtherRedemption(db, offer.id, userId, target) : false;
  return { heldByTarget, usedElsewhere };
}

const noDiscount: DiscountQuote = { discountAmount: 0, applied: null, problems: [] };

/**
 * What the offer or coupon would take off this order, or every reason it cannot (read-only, no
 * lock: a redemption re-checks under its lock). `target` lets an order or booking that already
 * holds a use of the offer re-quote without counting that use against itself.
 */
export async function quoteDiscount(db: Queryable, scope: DiscountScope, target: DiscountTarget | null = null): Promise<DiscountQuote> {
  const resolved = await resolveDiscount(db, scope, false);
  if (resolved.kind === 'none') return noDiscount;
  if (resolved.kind === 'missing') return { discountAmount: 0, applied: null, problems: [resolved.problem] };
  if (resolved.kind === 'coupon') {
    const problems = couponProblems(resolved.coupon, scope);
    if (problems.length) return { discountAmount: 0, applied: null, problems };
    return { discountAmount: discountOf(resolved.coupon, scope.subtotalAmount), applied: appliedCoupon(resolved.coupon, scope.locale), problems: [] };
  }
  const problems = offerProblems(resolved.offer, scope, await offerUsage(db, resolved.offer, scope.userId, target));
  if (problems.length) return { discountAmount: 0, applied: null, problems };
  return { discountAmount: discountOf(resolved.offer, scope.subtotalAmount), applied: appliedOffer(resolved.offer, scope.locale), problems: [] };
}

function refuse(found: TOrderProblem): never {
  throw new AppError(found.code, found.message, { statusCode: CONFLICT_PROBLEMS.has(found.code) ? 409 : 422, details: found.details });
}

/**
 * Takes one use of the offer (under the offer's row lock, so the cap and "once per diner" hold
 * however many orders race) or spends the diner's coupon (under its row lock). Redeeming again for
 * the same target keeps its one use. Throws 409/422 with the problem's code.
 */
export async function redeemDiscount(tx: Queryable, scope: DiscountScope, target: DiscountTarget): Promise<{ discountAmount: number; offerId: number | null; userCouponId: string | null }> {
  const resolved = await resolveDiscount(tx, scope, true);
  if (resolved.kind === 'none') return { discountAmount: 0, offerId: null, userCouponId: null };
  if (resolved.kind === 'missing') refuse(resolved.problem);
  if (resolved.kind === 'coupon') {
    const [found] = couponProblems(resolved.coupon, scope);
    if (found) refuse(found);
    await markCouponUsed(tx, resolved.coupon.id, scope.now);
    return { discountAmount: discountOf(resolved.coupon, scope.subtotalAmount), offerId: null, userCouponId: resolved.coupon.id };
  }
  const usage = await offerUsage(tx, resolved.offer, scope.userId, target);
  const [found] = offerProblems(resolved.offer, scope, usage);
  if (found) refuse(found);
  if (!usage.heldByTarget) await insertRedemption(tx, resolved.offer.id, scope.userId, target, scope.now);
  return { discountAmount: discountOf(resolved.offer, scope.subtotalAmount), offerId: resolved.offer.id, userCouponId: null };
}

/**
 * A cancelled order or booking gives its offer use back (the cap and "once per diner" count it no
 * more) and an order's coupon becomes usable again (found through orders.user_coupon_id).
 */
export async function releaseDiscount(tx: Queryable, target: DiscountTarget): Promise<void> {
  await deleteTargetRedemptions(tx, target);
  if (!('orderId' in target)) return;
  const couponId = await findOrderCouponId(tx, target.orderId);
  if (couponId) await restoreCoupon(tx, couponId);
}
