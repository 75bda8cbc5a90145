import { z } from 'zod';
import { ZDiscountRule } from './offer-contract';
import { POINT_REASONS, USER_COUPON_STATUSES } from './reward-limits';

/** A reward of the catalogue: what it costs in points and the coupon it gives. */
export const ZRewardCoupon = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  pointsCost: z.number().int(),
  discount: ZDiscountRule,
  validDays: z.number().int().describe('How long the personal coupon stays usable after redeeming'),
  restaurant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  stock: z.number().int().nullable().describe('Coupons left to redeem; null = unlimited'),
  imageUrl: z.string().nullable(),
  canRedeem: z.boolean().describe('Enough points, stock left, and no unused coupon of it already (false for a visitor)'),
});

export const ZRewardCouponList = z.object({ balance: z.number().int().nullable().describe('The diner’s points; null for a visitor'), items: z.array(ZRewardCoupon) });

/** A diner's personal coupon, issued by redeeming a reward. */
export const ZUserCoupon = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(USER_COUPON_STATUSES),
  reward: ZRewardCoupon.omit({ canRedeem: true, stock: true }),
  acquiredAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});

export const ZUserCouponList = z.object({ items: z.array(ZUserCoupon) });

export const ZPointsEntry = z.object({ id: z.uuid(), delta: z.number().int(), reason: z.enum(POINT_REASONS), referenceId: z.string().nullable(), createdAt: z.string() });

/** GET /reward-points: the balance is the sum of the ledger; entries never change. */
export const ZPointsLedger = z.object({ balance: z.number().int(), entries: z.array(ZPointsEntry) });

/** POST /reward-coupons/{id}/redeem answers the coupon issued (201), or the one already issued for this press (200). */
export const ZRedeemResult = z.object({ coupon: ZUserCoupon, balance: z.number().int() });

export type TRewardCoupon = z.infer<typeof ZRewardCoupon>;
export type TRewardCouponList = z.infer<typeof ZRewardCouponList>;
export type TUserCoupon = z.infer<typeof ZUserCoupon>;
export type TUserCouponList = z.infer<typeof ZUserCouponList>;
export type TPointsEntry = z.infer<typeof ZPointsEntry>;
export type TPointsLedger = z.infer<typeof ZPointsLedger>;
export type TRedeemResult = z.infer<typeof ZRedeemResult>;
