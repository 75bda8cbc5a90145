import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRewardCoupon, TRewardCouponList } from '@/contracts/reward-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { toRewardCoupon } from './reward-mapper';
import { balanceOf, findHeldRewardIds, findReward, findRewards, type RewardRow } from './reward-repository';

interface DinerState {
  balance: number;
  held: Set<number>;
}

/** Enough points, stock left, and no usable coupon of it already (a visitor can redeem nothing). */
const canRedeem = (reward: RewardRow, diner: DinerState | null) =>
  diner !== null && diner.balance >= reward.pointsCost && (reward.stock === null || reward.stock > 0) && !diner.held.has(reward.id);

async function dinerState(db: Queryable, userId: string | null, now: Date): Promise<DinerState | null> {
  if (!userId) return null;
  const [balance, held] = await Promise.all([balanceOf(db, userId), findHeldRewardIds(db, userId, now)]);
  return { balance, held };
}

/** GET /reward-coupons: the catalogue, with the diner's balance (null for a visitor). */
export async function listRewards(db: Queryable, userId: string | null, locale: ContentLocale, now: Date): Promise<TRewardCouponList> {
  const [rows, diner] = await Promise.all([findRewards(db), dinerState(db, userId, now)]);
  return { balance: diner?.balance ?? null, items: rows.map((row) => toRewardCoupon(row, locale, canRedeem(row, diner))) };
}

export async function getReward(db: Queryable, rewardId: number, userId: string | null, locale: ContentLocale, now: Date): Promise<TRewardCoupon> {
  const [row, diner] = await Promise.all([findReward(db, rewardId), dinerState(db, userId, now)]);
  if (!row) throw notFound('Reward');
  return toRewardCoupon(row, locale, canRedeem(row, diner));
}
