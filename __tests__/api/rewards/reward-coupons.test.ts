/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { rows } from '../reservations/booking-fixtures';
import { insertReward, insertUserCoupon, xofRestaurant } from '../offers/offer-fixtures';
import { grantPoints, ledgerOf, redeem, stockOf } from './reward-fixtures';

const CODE_SHAPE = /^TAB-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}$/;

describe('reward coupons: the catalogue and spending points', () => {
  let ctx: TestContext;
  let diner: SignedUpUser;
  let otherDiner: SignedUpUser;
  let dinerId: string;

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    diner = await signUpUser(ctx);
    otherDiner = await signUpUser(ctx);
    dinerId = diner.session.user.id;
  }, 120_000);
  afterAll(() => ctx.close());
  beforeEach(() => ctx.database.db.execute(sql`delete from reward_points where user_id = ${dinerId}::uuid`));

  describe('GET /reward-coupons', () => {
    it('shows a visitor the catalogue with no balance and nothing redeemable', async () => {
      const res = await call(ctx, 'GET', '/api/reward-coupons');
      expect(res.status).toBe(200);
      expect(res.json.balance).toBeNull();
      expect(res.json.items.length).toBeGreaterThan(0);
      expect(res.json.items.every((item: { canRedeem: boolean }) => item.canRedeem === false)).toBe(true);
    });

    it('shows a diner their balance and which rewards it affords', async () => {
      const cheap = await insertReward(ctx, { pointsCost: 300 });
      const dear = await insertReward(ctx, { pointsCost: 301 });
      await grantPoints(ctx, dinerId, 300);
      const res = await call(ctx, 'GET', '/api/reward-coupons', { token: diner.token });
      const item = (id: number) => res.json.items.find((reward: { id: number }) => reward.id === id);
      expect(res.json.balance).toBe(300);
      expect([item(cheap).canRedeem, item(dear).canRedeem]).toEqual([true, false]);
    });

    it('a reward out of stock, or one whose coupon the diner already holds, cannot be redeemed', async () => {
      const empty = await insertReward(ctx, { pointsCost: 10, stock: 0 });
      const held = await insertReward(ctx, { pointsCost: 10 });
      await insertUserCoupon(ctx, dinerId, held);
      await grantPoints(ctx, dinerId, 1000);
      const res = await call(ctx, 'GET', '/api/reward-coupons', { token: diner.token });
      const item = (id: number) => res.json.items.find((reward: { id: number }) => reward.id === id);
      expect([item(empty).canRedeem, item(held).canRedeem]).toEqual([false, false]);
    });
  });

  describe('GET /reward-coupons/{id}', () => {
    it('answers one reward, localized', async () => {
      const rewardId = await insertReward(ctx, { pointsCost: 700, validDays: 14 });
      const res = await call(ctx, 'GET', `/api/reward-coupons/${rewardId}?lang=en`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        id: rewardId, title: 'Test reward', description: 'A test reward', pointsCost: 700, discount: { kind: 'amount', value: 1000, currency: 'XOF' },
        validDays: 14, restaurant: null, stock: null, imageUrl: null, canRedeem: false,
      });
    });

    it('answers 404 for an unknown reward and 400 for a malformed id', async () => {
      expectError(await call(ctx, 'GET', '/api/reward-coupons/999999'), 404, 'not_found');
      expectError(await call(ctx, 'GET', '/api/reward-coupons/abc'), 400, 'validation_failed');
    });
  });

  describe('POST /reward-coupons/{id}/redeem', () => {
    it('a visitor must sign in: 401', async () => {
      expectError(await redeem(ctx, undefined, await insertReward(ctx)), 401, 'unauthenticated');
    });

    it('issues a coupon with a code, valid for the reward’s days, and spends the points once (201)', async () => {
      const restaurantId = await xofRestaurant(ctx);
      const rewardId = await insertReward(ctx, { pointsCost: 500, validDays: 10, stock: 4, restaurantId });
      await grantPoints(ctx, dinerId, 1200);
      const res = await redeem(ctx, diner.token, rewardId);
      expect(res.status).toBe(201);
      expect(res.json.balance).toBe(700);
      expect(res.json.coupon).toMatchObject({ status: 'available', usedAt: null, reward: { id: rewardId, pointsCost: 500, restaurant: { id: restaurantId } } });
      expect(res.json.coupon.code).toMatch(CODE_SHAPE);
      const lasts = Date.parse(res.json.coupon.expiresAt) - Date.parse(res.json.coupon.acquiredAt);
      expect(lasts).toBe(10 * 86_400_000);
      expect((await ledgerOf(ctx, dinerId)).filter((entry) => entry.reason === 'reward_redeemed')).toEqual([{ delta: -500, reason: 'reward_redeemed', referenceId: res.json.coupon.id }]);
      expect(await stockOf(ctx, rewardId)).toBe(3);
    });

    it('a second press answers the same coupon (200) and spends nothing more', async () => {
      const rewardId = await insertReward(ctx, { pointsCost: 400, stock: 5 });
      await grantPoints(ctx, dinerId, 1000);
      const first = await redeem(ctx, diner.token, rewardId);
      const second = await redeem(ctx, diner.token, rewardId);
      expect([first.status, second.status]).toEqual([201, 200]);
      expect(second.json.coupon.id).toBe(first.json.coupon.id);
      expect(second.json.balance).toBe(600);
      expect(await stockOf(ctx, rewardId)).toBe(4);
    });

    it('refuses a diner without enough points: 409 insufficient_points, nothing spent nor issued', async () => {
      const rewardId = await insertReward(ctx, { pointsCost: 500 });
      await grantPoints(ctx, dinerId, 499);
      const res = await redeem(ctx, diner.token, rewardId);
      expectError(res, 409, 'insufficient_points');
      expect(res.json.error.details).toEqual({ balance: 499, cost: 500 });
      expect(await ledgerOf(ctx, dinerId)).toHaveLength(1);
      const [issued] = await rows<{ count: number }>(ctx, sql`select count(*)::int as count from user_coupons where reward_coupon_id = ${rewardId}`);
      expect(issued.count).toBe(0);
    });

    it('refuses a reward out of stock: 409 reward_out_of_stock', async () => {
      const rewardId = await insertReward(ctx, { pointsCost: 10, stock: 0 });
      await grantPoints(ctx, dinerId, 100);
      expectError(await redeem(ctx, diner.token, rewardId), 409, 'reward_out_of_stock');
      expect(await stockOf(ctx, rewardId)).toBe(0);
    });

    it('a coupon that lapsed unused no longer blocks redeeming the reward again', async () => {
      const rewardId = await insertReward(ctx, { pointsCost: 100 });
      const lapsed = await insertUserCoupon(ctx, dinerId, rewardId, { expiresAt: new Date(Date.now() - 1000) });
      await grantPoints(ctx, dinerId, 100);
      const res = await redeem(ctx, diner.token, rewardId);
      expect(res.status).toBe(201);
      expect(res.json.coupon.id).not.toBe(lapsed.id);
      const [old] = await rows<{ status: string }>(ctx, sql`select status from user_coupons where id = ${lapsed.id}::uuid`);
      expect(old.status).toBe('expired');
    });

    it('answers 404 for an unknown reward and 400 for a malformed id', async () => {
      expectError(await redeem(ctx, diner.token, 999_999), 404, 'not_found');
      expectError(await call(ctx, 'POST', '/api/reward-coupons/0/redeem', { token: diner.token }), 400, 'validation_failed');
    });
  });

  describe('GET /reward-points', () => {
    it('shows the diner their own ledger and balance, newest first, and nobody else’s', async () => {
      await grantPoints(ctx, dinerId, 1200);
      await grantPoints(ctx, otherDiner.session.user.id, 77);
      const res = await call(ctx, 'GET', '/api/reward-points', { token: diner.token });
      expect(res.status).toBe(200);
      expect(res.json.balance).toBe(1200);
      expect(res.json.entries).toEqual([expect.objectContaining({ delta: 1200, reason: 'order_completed' })]);
      expect((await call(ctx, 'GET', '/api/reward-points', { token: otherDiner.token })).json.balance).toBe(77);
    });

    it('a visitor must sign in: 401', async () => {
      expectError(await call(ctx, 'GET', '/api/reward-points'), 401, 'unauthenticated');
    });
  });
});
