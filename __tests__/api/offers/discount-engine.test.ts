/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { quoteDiscount, redeemDiscount, releaseDiscount, type DiscountScope, type DiscountTarget } from '@/server/offers/discount-engine';
import { createTestContext, type TestContext } from '../support/test-app';
import { rows } from '../reservations/booking-fixtures';
import { DAY_MS, insertDiners, insertOffer, insertReward, insertUserCoupon, offerCount, scopeFor, xofRestaurant } from './offer-fixtures';

describe('the discount engine', () => {
  let ctx: TestContext;
  let restaurantId: number;
  let otherRestaurantId: number;
  let diner: string;
  let otherDiner: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    restaurantId = await xofRestaurant(ctx);
    otherRestaurantId = await xofRestaurant(ctx, 1);
    [diner, otherDiner] = await insertDiners(ctx, 2);
  }, 60_000);
  afterAll(() => ctx.close());

  const quote = (scope: DiscountScope, target: DiscountTarget | null = null) => quoteDiscount(ctx.database.db, scope, target);
  const redeem = (scope: DiscountScope, target: DiscountTarget) => ctx.database.db.transaction((tx) => redeemDiscount(tx, scope, target));
  const release = (target: DiscountTarget) => ctx.database.db.transaction((tx) => releaseDiscount(tx, target));
  const codes = (result: { problems: { code: string }[] }) => result.problems.map((p) => p.code);
  const order = (): DiscountTarget => ({ orderId: randomUUID() });

  it('takes nothing off and reports nothing when no discount is asked for', async () => {
    expect(await quote(scopeFor(diner, restaurantId))).toEqual({ discountAmount: 0, applied: null, problems: [] });
    expect(await redeem(scopeFor(diner, restaurantId), order())).toEqual({ discountAmount: 0, offerId: null, userCouponId: null });
  });

  it('takes floor(subtotal × percent / 100) off for a percent offer, with its localized title', async () => {
    const offerId = await insertOffer(ctx, { discountValue: 15, code: `PCT${Date.now()}` });
    const result = await quote(scopeFor(diner, restaurantId, { offerId, subtotalAmount: 12_345, locale: 'en' }));
    expect(result).toEqual({ discountAmount: 1851, applied: { kind: 'offer', id: String(offerId), code: expect.any(String), title: 'Test offer' }, problems: [] });
  });

  it('takes the amount off an amount offer, never more than the subtotal', async () => {
    const offerId = await insertOffer(ctx, { discountKind: 'amount', discountValue: 2000, currency: 'XOF' });
    expect((await quote(scopeFor(diner, restaurantId, { offerId, subtotalAmount: 10_000 }))).discountAmount).toBe(2000);
    expect((await quote(scopeFor(diner, restaurantId, { offerId, subtotalAmount: 1_500 }))).discountAmount).toBe(1500);
  });

  it('refuses an offer that has not started or has ended: offer_not_running', async () => {
    const upcoming = await insertOffer(ctx, { startsAt: new Date(Date.now() + DAY_MS), endsAt: new Date(Date.now() + 2 * DAY_MS) });
    const ended = await insertOffer(ctx, { startsAt: new Date(Date.now() - 2 * DAY_MS), endsAt: new Date(Date.now() - DAY_MS) });
    for (const offerId of [upcoming, ended]) {
      const result = await quote(scopeFor(diner, restaurantId, { offerId }));
      expect(codes(result)).toEqual(['offer_not_running']);
      expect(result.discountAmount).toBe(0);
    }
  });

  it('refuses another restaurant’s offer (offer_not_for_restaurant) and accepts a site-wide one anywhere', async () => {
    const own = await insertOffer(ctx, { restaurantId: otherRestaurantId });
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId: own })))).toEqual(['offer_not_for_restaurant']);
    expect(codes(await quote(scopeFor(diner, otherRestaurantId, { offerId: own })))).toEqual([]);
  });

  it('refuses an offer for other order types: offer_not_for_order_type', async () => {
    const offerId = await insertOffer(ctx, { orderTypes: ['DELIVERY'] });
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId, orderType: 'TAKE_AWAY' })))).toEqual(['offer_not_for_order_type']);
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId, orderType: 'DELIVERY' })))).toEqual([]);
  });

  it('refuses a subtotal below the minimum and says the minimum: offer_minimum_not_met', async () => {
    const offerId = await insertOffer(ctx, { minOrderAmount: 15_000 });
    const result = await quote(scopeFor(diner, restaurantId, { offerId, subtotalAmount: 14_999 }));
    expect(result.problems).toEqual([expect.objectContaining({ code: 'offer_minimum_not_met', details: { minimum: { amount: 15_000, currency: 'XOF' } } })]);
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId, subtotalAmount: 15_000 })))).toEqual([]);
  });

  it('refuses an amount offer in another currency: currency_mismatch', async () => {
    const offerId = await insertOffer(ctx, { discountKind: 'amount', discountValue: 1000, currency: 'XAF' });
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId })))).toEqual(['currency_mismatch']);
  });

  it('answers offer_not_found for an unknown offer id and coupon_not_found for an unknown code', async () => {
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId: 999_999 })))).toEqual(['offer_not_found']);
    expect(codes(await quote(scopeFor(diner, restaurantId, { couponCode: 'NOPE-0000' })))).toEqual(['coupon_not_found']);
    await expect(redeem(scopeFor(diner, restaurantId, { offerId: 999_999 }), order())).rejects.toMatchObject({ statusCode: 422, code: 'offer_not_found' });
  });

  it('finds an offer by its public code whatever the case', async () => {
    const code = `CASE${Date.now()}`;
    const offerId = await insertOffer(ctx, { code });
    const result = await quote(scopeFor(diner, restaurantId, { couponCode: code.toLowerCase() }));
    expect(result.applied).toMatchObject({ kind: 'offer', id: String(offerId), code });
    expect(result.discountAmount).toBe(2000);
  });

  it('once per diner: a second order of the same diner is refused (offer_already_used), redeeming the same order again keeps one use', async () => {
    const offerId = await insertOffer(ctx);
    const first = order();
    expect((await redeem(scopeFor(diner, restaurantId, { offerId }), first)).offerId).toBe(offerId);
    expect((await redeem(scopeFor(diner, restaurantId, { offerId }), first)).discountAmount).toBe(2000);
    expect(await offerCount(ctx, offerId)).toEqual({ count: 1, redemptions: 1 });
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId })))).toEqual(['offer_already_used']);
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId }), first))).toEqual([]);
    await expect(redeem(scopeFor(diner, restaurantId, { offerId }), order())).rejects.toMatchObject({ statusCode: 409, code: 'offer_already_used' });
    expect(codes(await quote(scopeFor(otherDiner, restaurantId, { offerId })))).toEqual([]);
  });

  it('an offer that is not once per diner may be used again by the same diner', async () => {
    const offerId = await insertOffer(ctx, { oncePerDiner: false });
    await redeem(scopeFor(diner, restaurantId, { offerId }), order());
    await redeem(scopeFor(diner, restaurantId, { offerId }), order());
    expect(await offerCount(ctx, offerId)).toEqual({ count: 2, redemptions: 2 });
  });

  it('refuses an offer whose cap is reached: offer_exhausted (409 on redeeming)', async () => {
    const offerId = await insertOffer(ctx, { maxRedemptions: 5, redemptionsCount: 5 });
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId })))).toEqual(['offer_exhausted']);
    await expect(redeem(scopeFor(diner, restaurantId, { offerId }), order())).rejects.toMatchObject({ statusCode: 409, code: 'offer_exhausted' });
  });

  it('releasing a cancelled order gives its use back to the cap and to the diner', async () => {
    const offerId = await insertOffer(ctx, { maxRedemptions: 1 });
    const target = order();
    await redeem(scopeFor(diner, restaurantId, { offerId }), target);
    expect(codes(await quote(scopeFor(otherDiner, restaurantId, { offerId })))).toEqual(['offer_exhausted']);
    await release(target);
    expect(await offerCount(ctx, offerId)).toEqual({ count: 0, redemptions: 0 });
    expect(codes(await quote(scopeFor(diner, restaurantId, { offerId })))).toEqual([]);
  });

  it('a booking redeems and releases an offer like an order does', async () => {
    const offerId = await insertOffer(ctx, { orderTypes: ['BOOKING'] });
    const target = { reservationId: randomUUID() };
    await redeem(scopeFor(diner, restaurantId, { offerId, orderType: 'BOOKING' }), target);
    expect(await offerCount(ctx, offerId)).toEqual({ count: 1, redemptions: 1 });
    await release(target);
    expect(await offerCount(ctx, offerId)).toEqual({ count: 0, redemptions: 0 });
  });

  describe('a diner’s own reward coupon', () => {
    let rewardId: number;
    beforeAll(async () => {
      rewardId = await insertReward(ctx, { discountKind: 'percent', discountValue: 20, currency: null });
    });
    afterEach(() => ctx.database.db.execute(sql`delete from user_coupons where reward_coupon_id = ${rewardId}`));

    it('applies the coupon by its code, before any offer', async () => {
      const coupon = await insertUserCoupon(ctx, diner, rewardId);
      const result = await quote(scopeFor(diner, restaurantId, { couponCode: coupon.code.toLowerCase(), subtotalAmount: 10_000 }));
      expect(result).toEqual({ discountAmount: 2000, applied: { kind: 'coupon', id: coupon.id, code: coupon.code, title: 'Bon test' }, problems: [] });
    });

    it('another diner’s coupon code is unknown to this diner: coupon_not_found', async () => {
      const coupon = await insertUserCoupon(ctx, otherDiner, rewardId);
      expect(codes(await quote(scopeFor(diner, restaurantId, { couponCode: coupon.code })))).toEqual(['coupon_not_found']);
    });

    it('refuses a used coupon (coupon_used) and an expired one (coupon_expired)', async () => {
      const used = await insertUserCoupon(ctx, diner, rewardId, { status: 'used' });
      expect(codes(await quote(scopeFor(diner, restaurantId, { couponCode: used.code })))).toEqual(['coupon_used']);
      const lapsed = await insertUserCoupon(ctx, diner, rewardId, { expiresAt: new Date(Date.now() - 1000) });
      expect(codes(await quote(scopeFor(diner, restaurantId, { couponCode: lapsed.code })))).toEqual(['coupon_expired']);
    });

    it('refuses a coupon of another restaurant’s reward: coupon_not_for_restaurant', async () => {
      const localReward = await insertReward(ctx, { restaurantId: otherRestaurantId });
      const coupon = await insertUserCoupon(ctx, diner, localReward);
      expect(codes(await quote(scopeFor(diner, restaurantId, { couponCode: coupon.code })))).toEqual(['coupon_not_for_restaurant']);
    });

    it('is spent once: the second order is refused with coupon_used, and a cancelled order gives it back', async () => {
      const coupon = await insertUserCoupon(ctx, diner, rewardId);
      const [orderRow] = await rows<{ id: string }>(ctx, sql`insert into orders (user_id, restaurant_id, type, status, subtotal_amount, total_amount, currency, service_date, user_coupon_id)
        values (${diner}::uuid, ${restaurantId}, 'TAKE_AWAY', 'placed', 10000, 8000, 'XOF', '2026-01-01', ${coupon.id}::uuid) returning id`);
      const spent = await redeem(scopeFor(diner, restaurantId, { couponCode: coupon.code }), { orderId: orderRow.id });
      expect(spent).toEqual({ discountAmount: 4000, offerId: null, userCouponId: coupon.id });
      await expect(redeem(scopeFor(diner, restaurantId, { couponCode: coupon.code }), order())).rejects.toMatchObject({ statusCode: 409, code: 'coupon_used' });
      await release({ orderId: orderRow.id });
      const [after] = await rows<{ status: string; usedAt: Date | null }>(ctx, sql`select status, used_at as "usedAt" from user_coupons where id = ${coupon.id}::uuid`);
      expect(after).toEqual({ status: 'available', usedAt: null });
      await ctx.database.db.execute(sql`delete from orders where id = ${orderRow.id}::uuid`);
    });
  });
});
