import type { ContentLocale } from '@/contracts/locale-contract';
import type { TAppliedDiscount, TOrderProblem } from '@/contracts/order-contract';
import type { Queryable } from '@/server/db/client';
import { problem } from './order-problem';

export interface OrderDiscountScope {
  userId: string;
  restaurantId: number;
  orderType: 'TAKE_AWAY' | 'DELIVERY';
  subtotalAmount: number;
  currency: string;
  offerId: number | null;
  couponCode: string | null;
  now: Date;
  locale: ContentLocale;
}

export interface OrderDiscountQuote {
  discountAmount: number;
  applied: TAppliedDiscount | null;
  problems: TOrderProblem[];
}

/**
 * The seam between orders and the offers module: until its discount engine lands, no offer or
 * coupon is known, so asking for one is reported (never silently dropped).
 */
export async function quoteOrderDiscount(_db: Queryable, scope: OrderDiscountScope): Promise<OrderDiscountQuote> {
  if (scope.offerId === null && scope.couponCode === null) return { discountAmount: 0, applied: null, problems: [] };
  return { discountAmount: 0, applied: null, problems: [problem('offer_not_found', 'Offers and coupons cannot be applied to orders yet')] };
}

export async function redeemOrderDiscount(_tx: Queryable, _scope: OrderDiscountScope, _orderId: string) {
  return { discountAmount: 0, offerId: null as number | null, userCouponId: null as string | null };
}

export async function releaseOrderDiscount(_tx: Queryable, _orderId: string): Promise<void> {}
