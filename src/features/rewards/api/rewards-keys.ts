/**
 * Query keys of the rewards screens. What the server answers depends on who asks (balance,
 * canRedeem), so the catalogue keys carry whether a diner is signed in. A redeem invalidates `all`.
 */
export const rewardsKeys = {
  all: ['rewards'] as const,
  catalogue: (isSignedIn: boolean) => [...rewardsKeys.all, 'catalogue', isSignedIn] as const,
  detail: (id: number, isSignedIn: boolean) => [...rewardsKeys.all, 'detail', id, isSignedIn] as const,
  points: () => [...rewardsKeys.all, 'points'] as const,
  userCoupons: () => [...rewardsKeys.all, 'userCoupons'] as const,
  userCouponList: () => [...rewardsKeys.userCoupons(), 'list'] as const,
  userCoupon: (id: string) => [...rewardsKeys.userCoupons(), 'detail', id] as const,
};
