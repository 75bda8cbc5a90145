import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRedeemResult } from '@/contracts/reward-contract';
import type { Tx } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, notFound, unauthenticated } from '@/server/http/app-error-factory';
import { generateCouponCode } from './coupon-code';
import { toUserCoupon } from './reward-mapper';
import { balanceOf, decrementStock, findReward, insertLedgerEntry, lockUser, type RewardRow } from './reward-repository';
import { expireLapsedCoupon, findAvailableCouponOfReward, findOwnUserCoupon, insertUserCoupon } from './user-coupon-repository';

const DAY_MS = 86_400_000;
/** Draws of a fresh code before giving up; one collision in 8.5 × 10^11 codes is already rare. */
const CODE_ATTEMPTS = 5;

async function issueCoupon(tx: Tx, userId: string, reward: RewardRow, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + reward.validDays * DAY_MS);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const id = await insertUserCoupon(tx, { userId, rewardCouponId: reward.id, code: generateCouponCode(), acquiredAt: now, expiresAt });
    if (id) return id;
  }
  throw conflict('conflict', 'Could not draw a free coupon code; try again');
}

/**
 * Spends the diner's points on a reward, in one transaction under the diner's row lock (so two
 * presses or two tabs spend once) and the reward's (so its stock is never oversold). A diner who
 * already holds a usable coupon of this reward gets it back and spends nothing.
 */
async function redeemIn(tx: Tx, userId: string, rewardId: number, now: Date): Promise<{ couponId: string; created: boolean }> {
  if (!(await lockUser(tx, userId))) throw unauthenticated('This account no longer exists');
  const reward = await findReward(tx, rewardId, true);
  if (!reward) throw notFound('Reward');
  const held = await findAvailableCouponOfReward(tx, userId, rewardId);
  if (held && held.expiresAt > now) return { couponId: held.id, created: false };
  if (held) await expireLapsedCoupon(tx, held.id, now);
  const balance = await balanceOf(tx, userId);
  if (balance < reward.pointsCost) throw conflict('insufficient_points', 'Not enough points for this reward', { balance, cost: reward.pointsCost });
  if (reward.stock !== null && reward.stock <= 0) throw conflict('reward_out_of_stock', 'This reward has run out');
  if (reward.stock !== null) await decrementStock(tx, reward.id);
  const couponId = await issueCoupon(tx, userId, reward, now);
  await insertLedgerEntry(tx, { userId, delta: -reward.pointsCost, reason: 'reward_redeemed', referenceId: couponId, createdAt: now });
  return { couponId, created: true };
}

/** POST /reward-coupons/{id}/redeem: the coupon issued (created) or the one the diner already holds. */
export async function redeemReward(deps: AppDeps, userId: string, rewardId: number, locale: ContentLocale): Promise<{ result: TRedeemResult; created: boolean }> {
  const now = deps.now();
  const { couponId, created } = await deps.db.transaction((tx) => redeemIn(tx, userId, rewardId, now));
  const [row, balance] = await Promise.all([findOwnUserCoupon(deps.db, userId, couponId), balanceOf(deps.db, userId)]);
  if (!row) throw notFound('Coupon');
  return { result: { coupon: toUserCoupon(row, locale, now), balance }, created };
}
