/** Loyalty points rules without zod, so client bundles can import them. */
export const POINT_REASONS = ['order_completed', 'booking_honoured', 'reward_redeemed'] as const;
/** Points earned per this many minor units spent, by currency (XOF and XAF have no minor unit). */
export const SPEND_PER_POINT: Readonly<Record<string, number>> = { XOF: 100, XAF: 100, EUR: 15 };
/** Points a diner earns for turning up to a booking, on top of what its pre-orders earn. */
export const POINTS_PER_HONOURED_BOOKING = 50;
export const USER_COUPON_STATUSES = ['available', 'used', 'expired'] as const;

export type TPointReason = (typeof POINT_REASONS)[number];
export type TUserCouponStatus = (typeof USER_COUPON_STATUSES)[number];
