import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TPointsEntry, TRewardCoupon, TUserCoupon } from '@/contracts/reward-contract';
import type { TPointReason } from '@/contracts/reward-limits';
import type { RewardRow } from './reward-repository';
import type { UserCouponRow } from './user-coupon-repository';

type RewardFields = Omit<RewardRow, 'id' | 'stock'>;

function rewardBody(row: RewardFields, locale: ContentLocale) {
  return {
    title: localized(locale, row.titleFr, row.titleEn),
    description: localized(locale, row.descriptionFr, row.descriptionEn),
    pointsCost: row.pointsCost,
    discount: { kind: row.discountKind, value: row.discountValue, currency: row.currency },
    validDays: row.validDays,
    restaurant: row.restaurantId !== null && row.restaurantName !== null ? { id: row.restaurantId, name: row.restaurantName } : null,
    imageUrl: row.imageUrl,
  };
}

export const toRewardCoupon = (row: RewardRow, locale: ContentLocale, canRedeem: boolean): TRewardCoupon => ({ id: row.id, ...rewardBody(row, locale), stock: row.stock, canRedeem });

/** A coupon still marked available after its date reads as expired: the date is the truth. */
export function toUserCoupon(row: UserCouponRow, locale: ContentLocale, now: Date): TUserCoupon {
  const status = row.status === 'available' && row.expiresAt <= now ? 'expired' : row.status;
  return {
    id: row.id,
    code: row.code,
    status,
    reward: { id: row.rewardId, ...rewardBody(row, locale) },
    acquiredAt: row.acquiredAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

export const toPointsEntry = (row: { id: string; delta: number; reason: string; referenceId: string | null; createdAt: Date }): TPointsEntry => ({
  id: row.id,
  delta: row.delta,
  reason: row.reason as TPointReason,
  referenceId: row.referenceId,
  createdAt: row.createdAt.toISOString(),
});
