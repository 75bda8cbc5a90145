import { and, desc, eq, lte } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { restaurants, rewardCoupons, userCoupons } from '@/server/db/schema';

const userCouponColumns = {
  id: userCoupons.id,
  code: userCoupons.code,
  status: userCoupons.status,
  acquiredAt: userCoupons.acquiredAt,
  expiresAt: userCoupons.expiresAt,
  usedAt: userCoupons.usedAt,
  rewardId: rewardCoupons.id,
  titleFr: rewardCoupons.titleFr,
  titleEn: rewardCoupons.titleEn,
  descriptionFr: rewardCoupons.descriptionFr,
  descriptionEn: rewardCoupons.descriptionEn,
  pointsCost: rewardCoupons.pointsCost,
  discountKind: rewardCoupons.discountKind,
  discountValue: rewardCoupons.discountValue,
  currency: rewardCoupons.currency,
  validDays: rewardCoupons.validDays,
  imageUrl: rewardCoupons.imageUrl,
  restaurantId: rewardCoupons.restaurantId,
  restaurantName: restaurants.name,
};

export type UserCouponRow = Awaited<ReturnType<typeof findUserCoupons>>[number];

const selectUserCoupons = (db: Queryable) =>
  db
    .select(userCouponColumns)
    .from(userCoupons)
    .innerJoin(rewardCoupons, eq(rewardCoupons.id, userCoupons.rewardCouponId))
    .leftJoin(restaurants, eq(restaurants.id, rewardCoupons.restaurantId));

/** The diner's own coupons, newest first. */
export async function findUserCoupons(db: Queryable, userId: string) {
  return selectUserCoupons(db).where(eq(userCoupons.userId, userId)).orderBy(desc(userCoupons.acquiredAt), desc(userCoupons.id));
}

/** Only the diner's own: another diner's coupon reads as missing. */
export async function findOwnUserCoupon(db: Queryable, userId: string, couponId: string): Promise<UserCouponRow | null> {
  const [row] = await selectUserCoupons(db)
    .where(and(eq(userCoupons.id, couponId), eq(userCoupons.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The diner's unused coupon of a reward (at most one: the partial unique index). */
export async function findAvailableCouponOfReward(db: Queryable, userId: string, rewardId: number): Promise<UserCouponRow | null> {
  const [row] = await selectUserCoupons(db)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.rewardCouponId, rewardId), eq(userCoupons.status, 'available')))
    .limit(1);
  return row ?? null;
}

/** A lapsed coupon is marked expired, which frees the diner's one "available" place for that reward. */
export async function expireLapsedCoupon(tx: Queryable, couponId: string, now: Date) {
  await tx
    .update(userCoupons)
    .set({ status: 'expired' })
    .where(and(eq(userCoupons.id, couponId), eq(userCoupons.status, 'available'), lte(userCoupons.expiresAt, now)));
}

/** Null when the code is already taken (the caller draws another). */
export async function insertUserCoupon(tx: Queryable, coupon: { userId: string; rewardCouponId: number; code: string; acquiredAt: Date; expiresAt: Date }): Promise<string | null> {
  const [row] = await tx.insert(userCoupons).values(coupon).onConflictDoNothing({ target: userCoupons.code }).returning({ id: userCoupons.id });
  return row?.id ?? null;
}
