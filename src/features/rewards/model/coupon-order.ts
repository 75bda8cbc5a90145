import type { TUserCoupon } from '@/contracts/reward-contract';
import type { TUserCouponStatus } from '@/contracts/reward-limits';

const RANK: Record<TUserCouponStatus, number> = { available: 0, used: 1, expired: 2 };

/** Usable coupons first (the soonest to expire on top), then used and expired ones, latest first. */
export function sortUserCoupons(coupons: readonly TUserCoupon[]): TUserCoupon[] {
  return [...coupons].sort((a, b) => {
    if (RANK[a.status] !== RANK[b.status]) return RANK[a.status] - RANK[b.status];
    return a.status === 'available' ? a.expiresAt.localeCompare(b.expiresAt) : b.acquiredAt.localeCompare(a.acquiredAt);
  });
}

/** The coupons a diner can put on an order at this restaurant: available, and site-wide or its own. */
export function couponsUsableAt(coupons: readonly TUserCoupon[], restaurantId: number): TUserCoupon[] {
  return sortUserCoupons(coupons.filter((coupon) => coupon.status === 'available' && (coupon.reward.restaurant === null || coupon.reward.restaurant.id === restaurantId)));
}
