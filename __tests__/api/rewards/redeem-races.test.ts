/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { describeRace } from '../support/concurrency';
import { rows } from '../reservations/booking-fixtures';
import { statuses } from '../social/social-fixtures';
import { insertReward } from '../offers/offer-fixtures';
import { grantPoints, ledgerOf, redeem, stockOf } from './reward-fixtures';

describeRace('redeeming a reward is never paid twice nor oversold under concurrent presses', () => {
  let ctx: TestContext;
  let diners: SignedUpUser[];

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    diners = [];
    for (let i = 0; i < 8; i += 1) diners.push(await signUpUser(ctx));
  }, 180_000);
  afterAll(() => ctx.close());

  it('10 presses at once by one diner: one coupon issued (201), nine answer it (200), the points spent once', async () => {
    const [diner] = diners;
    const rewardId = await insertReward(ctx, { pointsCost: 500, stock: 20 });
    await grantPoints(ctx, diner.session.user.id, 1200);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(ctx, diner.token, rewardId)));
    expect(statuses(results)).toEqual({ 201: 1, 200: 9 });
    expect(new Set(results.map((res) => res.json.coupon.id)).size).toBe(1);
    expect((await ledgerOf(ctx, diner.session.user.id)).map((entry) => entry.delta)).toEqual([1200, -500]);
    expect(await stockOf(ctx, rewardId)).toBe(19);
  }, 60_000);

  it('one diner pressing two rewards at once cannot spend the same points twice', async () => {
    const diner = diners[1];
    const [first, second] = [await insertReward(ctx, { pointsCost: 800 }), await insertReward(ctx, { pointsCost: 800 })];
    await grantPoints(ctx, diner.session.user.id, 1000);
    const results = await Promise.all([first, second, first, second].map((rewardId) => redeem(ctx, diner.token, rewardId)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409).every((res) => res.json.error.code === 'insufficient_points')).toBe(true);
    const [balance] = await rows<{ sum: number }>(ctx, sql`select sum(delta)::int as sum from reward_points where user_id = ${diner.session.user.id}::uuid`);
    expect(balance.sum).toBe(200);
  }, 60_000);

  it('the last 2 coupons of a reward pressed by 6 diners at once: exactly 2 issued, 4 × 409 reward_out_of_stock', async () => {
    const rewardId = await insertReward(ctx, { pointsCost: 100, stock: 2 });
    const pressing = diners.slice(2);
    for (const diner of pressing) await grantPoints(ctx, diner.session.user.id, 100);
    const results = await Promise.all(pressing.map((diner) => redeem(ctx, diner.token, rewardId)));
    expect(statuses(results)).toEqual({ 201: 2, 409: 4 });
    expect(results.filter((res) => res.status === 409).every((res) => res.json.error.code === 'reward_out_of_stock')).toBe(true);
    expect(await stockOf(ctx, rewardId)).toBe(0);
  }, 60_000);
});
