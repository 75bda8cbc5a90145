import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { restaurants, rewardCoupons, rewardPoints, userCoupons, users } from '@/server/db/schema';

const rewardColumns = {
  id: rewardCoupons.id,
  titleFr: rewardCoupons.titleFr,
  titleEn: rewardCoupons.titleEn,
  descriptionFr: rewardCoupons.descriptionFr,
  descriptionEn: rewardCoupons.descriptionEn,
  pointsCost: rewardCoupons.pointsCost,
  discountKind: rewardCoupons.discountKind,
  discountValue: rewardCoupons.discountValue,
  currency: rewardCoupons.currency,
  validDays: rewardCoupons.validDays,
  stock: rewardCoupons.stock,
  imageUrl: rewardCoupons.imageUrl,
  restaurantId: rewardCoupons.restaurantId,
  restaurantName: restaurants.name,
};

export type RewardRow = Awaited<ReturnType<typeof findRewards>>[number];

/** The catalogue, cheapest first. */
export async function findRewards(db: Queryable) {
  return db.select(rewardColumns).from(rewardCoupons).leftJoin(restaurants, eq(restaurants.id, rewardCoupons.restaurantId)).orderBy(asc(rewardCoupons.pointsCost), asc(rewardCoupons.id));
}

/** One reward; `lock` holds its row (and so its stock) until the transaction ends. */
export async function findReward(db: Queryable, rewardId: number, lock = false): Promise<RewardRow | null> {
  const query = db.select(rewardColumns).from(rewardCoupons).leftJoin(restaurants, eq(restaurants.id, rewardCoupons.restaurantId)).where(eq(rewardCoupons.id, rewardId)).limit(1);
  const [row] = lock ? await query.for('update', { of: rewardCoupons }) : await query;
  return row ?? null;
}

/** Row lock on the diner: one spending of points per diner at a time, so the balance cannot go twice. */
export async function lockUser(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${rewardPoints.delta}), 0)::int` })
    .from(rewardPoints)
    .where(eq(rewardPoints.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Newest first; at most `limit` entries (the balance always sums them all). */
export async function findLedgerEntries(db: Queryable, userId: string, limit: number) {
  return db
    .select({ id: rewardPoints.id, delta: rewardPoints.delta, reason: rewardPoints.reason, referenceId: rewardPoints.referenceId, createdAt: rewardPoints.createdAt })
    .from(rewardPoints)
    .where(eq(rewardPoints.userId, userId))
    .orderBy(desc(rewardPoints.createdAt), desc(rewardPoints.id))
    .limit(limit);
}

export async function insertLedgerEntry(tx: Queryable, entry: { userId: string; delta: number; reason: string; referenceId: string; createdAt: Date }) {
  await tx.insert(rewardPoints).values(entry);
}

/** The rewards of which the diner holds a coupon still usable now. */
export async function findHeldRewardIds(db: Queryable, userId: string, now: Date): Promise<Set<number>> {
  const rows = await db
    .select({ rewardId: userCoupons.rewardCouponId })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, 'available'), gt(userCoupons.expiresAt, now)));
  return new Set(rows.map((row) => row.rewardId));
}

export async function decrementStock(tx: Queryable, rewardId: number) {
  await tx
    .update(rewardCoupons)
    .set({ stock: sql`${rewardCoupons.stock} - 1` })
    .where(eq(rewardCoupons.id, rewardId));
}
