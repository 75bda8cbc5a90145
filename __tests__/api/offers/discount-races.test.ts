/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { redeemDiscount, type DiscountScope } from '@/server/offers/discount-engine';
import { createTestContext, type TestContext } from '../support/test-app';
import { rows } from '../reservations/booking-fixtures';
import { describeRace } from '../support/concurrency';
import { insertDiners, insertOffer, insertReward, insertUserCoupon, offerCount, scopeFor, xofRestaurant } from './offer-fixtures';

describeRace('an offer’s uses and a coupon are never over-spent under concurrent orders', () => {
  let ctx: TestContext;
  let restaurantId: number;
  let diners: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    restaurantId = await xofRestaurant(ctx);
    diners = await insertDiners(ctx, 50);
  }, 60_000);
  afterAll(() => ctx.close());

  /** Each redemption in its own transaction, all at once: the outcome of each, by status. */
  async function redeemAtOnce(scopes: DiscountScope[]) {
    const results = await Promise.allSettled(scopes.map((scope) => ctx.database.db.transaction((tx) => redeemDiscount(tx, scope, { orderId: randomUUID() }))));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as { code?: string }).code] : []));
    return { succeeded: results.filter((result) => result.status === 'fulfilled').length, refused };
  }

  it('50 diners ordering at once with 3 uses left: exactly 3 get the discount, 47 are refused offer_exhausted', async () => {
    const offerId = await insertOffer(ctx, { maxRedemptions: 10, redemptionsCount: 7 });
    const { succeeded, refused } = await redeemAtOnce(diners.map((diner) => scopeFor(diner, restaurantId, { offerId })));
    expect(succeeded).toBe(3);
    expect(refused).toEqual(Array(47).fill('offer_exhausted'));
    expect(await offerCount(ctx, offerId)).toEqual({ count: 10, redemptions: 3 });
  }, 60_000);

  it('one diner placing 10 orders at once with a once-per-diner offer: exactly one gets it', async () => {
    const offerId = await insertOffer(ctx);
    const { succeeded, refused } = await redeemAtOnce(Array.from({ length: 10 }, () => scopeFor(diners[0], restaurantId, { offerId })));
    expect(succeeded).toBe(1);
    expect(refused).toEqual(Array(9).fill('offer_already_used'));
    expect(await offerCount(ctx, offerId)).toEqual({ count: 1, redemptions: 1 });
  }, 60_000);

  it('one coupon offered to 10 orders at once is spent by exactly one', async () => {
    const rewardId = await insertReward(ctx);
    const coupon = await insertUserCoupon(ctx, diners[1], rewardId);
    const { succeeded, refused } = await redeemAtOnce(Array.from({ length: 10 }, () => scopeFor(diners[1], restaurantId, { couponCode: coupon.code })));
    expect(succeeded).toBe(1);
    expect(refused).toEqual(Array(9).fill('coupon_used'));
    const [row] = await rows<{ status: string }>(ctx, sql`select status from user_coupons where id = ${coupon.id}::uuid`);
    expect(row.status).toBe('used');
  }, 60_000);
});
