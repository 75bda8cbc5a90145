import type { Queryable } from '@/server/db/client';
import { quoteDiscount, redeemDiscount, releaseDiscount, type DiscountQuote, type DiscountScope } from '@/server/offers/discount-engine';

/** What an order asks the offers module about: only take-away and delivery orders come through here. */
export type OrderDiscountScope = DiscountScope & { orderType: 'TAKE_AWAY' | 'DELIVERY' };

/** Read-only; an order that already holds a use of the offer (re-checked when placing) does not count against itself. */
export const quoteOrderDiscount = (db: Queryable, scope: OrderDiscountScope, orderId: string | null): Promise<DiscountQuote> =>
  quoteDiscount(db, scope, orderId ? { orderId } : null);

/** Under the offer's or coupon's row lock, inside the placing transaction; throws 409/422 with the problem's code. */
export const redeemOrderDiscount = (tx: Queryable, scope: OrderDiscountScope, orderId: string) => redeemDiscount(tx, scope, { orderId });

/** A cancelled order gives its offer use back and its coupon becomes usable again. */
export const releaseOrderDiscount = (tx: Queryable, orderId: string) => releaseDiscount(tx, { orderId });
