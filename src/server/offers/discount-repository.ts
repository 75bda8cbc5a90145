import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { offerRedemptions, offers, orders, rewardCoupons, userCoupons } from '@/server/db/schema';

/** The columns the discount rules read: the same for a quote and, under a lock, for a redemption. */
const offerColumns = {
  id: offers.id,
  code: offers.code,
  restaurantId: offers.restaurantId,
  titleFr: offers.titleFr,
  titleEn: offers.titleEn,
  discountKind: offers.discountKind,
  discountValue: offers.discountValue,
  currency: offers.currency,
  minOrderAmount: offers.minOrderAmount,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
  maxRedemptions: offers.maxRedemptions,
  redemptionsCount: offers.redemptionsCount,
  orderTypes: offers.orderTypes,
  oncePerDiner: offers.oncePerDiner,
};

const userCouponColumns = {
  id: userCoupons.id,
  code: userCoupons.code,
  status: userCoupons.status,
  expiresAt: userCoupons.expiresAt,
  restaurantId: rewardCoupons.restaurantId,
  titleFr: rewardCoupons.titleFr,
  titleEn: rewardCoupons.titleEn,
  discountKind: rewardCoupons.discountKind,
  discountValue: rewardCoupons.discountValue,
  currency: rewardCoupons.currency,
};

export type DiscountOfferRow = Awaited<ReturnType<typeof findOfferById>> & object;
export type DiscountCouponRow = Awaited<ReturnType<typeof findUserCouponByCode>> & object;

/** A redemption target: the one order, or the one booking, a discount is taken for. */
export type TargetRef = { orderId: string } | { reservationId: string };

const sameTarget = (target: TargetRef): SQL =>
  'orderId' in target ? eq(offerRedemptions.orderId, target.orderId) : eq(offerRedemptions.reservationId, target.reservationId);

const otherTarget = (target: TargetRef | null): SQL | undefined => {
  if (!target) return undefined;
  if ('orderId' in target) return or(isNull(offerRedemptions.orderId), ne(offerRedemptions.orderId, target.orderId));
  return or(isNull(offerRedemptions.reservationId), ne(offerRedemptions.reservationId, target.reservationId));
};

export async function findOfferById(db: Queryable, offerId: number, lock = false) {
  const query = db.select(offerColumns).from(offers).where(eq(offers.id, offerId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Offer codes are typed by hand: BIENVENUE10 and bienvenue10 are the same code. */
export async function findOfferByCode(db: Queryable, code: string) {
  const [row] = await db.select(offerColumns).from(offers).where(sql`upper(${offers.code}) = upper(${code})`).limit(1);
  return row ?? null;
}

/** Only the diner's own coupon: another diner's code reads as unknown. */
export async function findUserCouponByCode(db: Queryable, userId: string, code: string, lock = false) {
  const query = db
    .select(userCouponColumns)
    .from(userCoupons)
    .innerJoin(rewardCoupons, eq(rewardCoupons.id, userCoupons.rewardCouponId))
    .where(and(eq(userCoupons.userId, userId), sql`upper(${userCoupons.code}) = upper(${code})`))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: userCoupons }) : await query;
  return row ?? null;
}

/** Has the diner used this offer for something other than this target? */
export async function hasOtherRedemption(db: Queryable, offerId: number, userId: string, target: TargetRef | null): Promise<boolean> {
  const rows = await db
    .select({ id: offerRedemptions.id })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.userId, userId), otherTarget(target)))
    .limit(1);
  return rows.length > 0;
}

export async function findTargetRedemption(db: Queryable, offerId: number, target: TargetRef): Promise<boolean> {
  const rows = await db
    .select({ id: offerRedemptions.id })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.offerId, offerId), sameTarget(target)))
    .limit(1);
  return rows.length > 0;
}

/** One more use, counted on the offer: the CHECK (count <= cap) backs the lock. */
export async function insertRedemption(tx: Queryable, offerId: number, userId: string, target: TargetRef, at: Date) {
  const refs = 'orderId' in target ? { orderId: target.orderId } : { reservationId: target.reservationId };
  await tx.insert(offerRedemptions).values({ offerId, userId, ...refs, createdAt: at });
  await tx
    .update(offers)
    .set({ redemptionsCount: sql`${offers.redemptionsCount} + 1` })
    .where(eq(offers.id, offerId));
}

/** Deletes the target's uses and gives each back to its offer's count. */
export async function deleteTargetRedemptions(tx: Queryable, target: TargetRef) {
  const removed = await tx.delete(offerRedemptions).where(sameTarget(target)).returning({ offerId: offerRedemptions.offerId });
  for (const { offerId } of removed) {
    await tx
      .update(offers)
      .set({ redemptionsCount: sql`greatest(${offers.redemptionsCount} - 1, 0)` })
      .where(eq(offers.id, offerId));
  }
}

export async function markCouponUsed(tx: Queryable, couponId: string, at: Date) {
  await tx.update(userCoupons).set({ status: 'used', usedAt: at }).where(eq(userCoupons.id, couponId));
}

/** The coupon an order was paid with (orders.user_coupon_id, written by the orders module). */
export async function findOrderCouponId(db: Queryable, orderId: string): Promise<string | null> {
  const [row] = await db.select({ userCouponId: orders.userCouponId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.userCouponId ?? null;
}

/**
 * A used coupon becomes available again unless the diner has meanwhile redeemed the same reward
 * anew (one available coupon per reward per diner): then the old one stays used.
 */
export async function restoreCoupon(tx: Queryable, couponId: string) {
  await tx.execute(sql`update user_coupons c set status = 'available', used_at = null
    where c.id = ${couponId}::uuid and c.status = 'used'
      and not exists (select 1 from user_coupons o where o.user_id = c.user_id and o.reward_coupon_id = c.reward_coupon_id and o.status = 'available')`);
}
