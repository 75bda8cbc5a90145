/** @jest-environment node */
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { insertReward, insertUserCoupon } from '../offers/offer-fixtures';

describe('a diner’s own coupons', () => {
  let ctx: TestContext;
  let diner: SignedUpUser;
  let otherDiner: SignedUpUser;
  let rewardId: number;

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    diner = await signUpUser(ctx);
    otherDiner = await signUpUser(ctx);
    rewardId = await insertReward(ctx);
  }, 120_000);
  afterAll(() => ctx.close());

  it('GET /user-coupons lists only the diner’s coupons, a lapsed one read as expired', async () => {
    const usable = await insertUserCoupon(ctx, diner.session.user.id, rewardId);
    const lapsed = await insertUserCoupon(ctx, diner.session.user.id, await insertReward(ctx), { expiresAt: new Date(Date.now() - 1000) });
    const theirs = await insertUserCoupon(ctx, otherDiner.session.user.id, rewardId);
    const res = await call(ctx, 'GET', '/api/user-coupons', { token: diner.token });
    expect(res.status).toBe(200);
    const statusById = Object.fromEntries(res.json.items.map((item: { id: string; status: string }) => [item.id, item.status]));
    expect(statusById).toEqual({ [usable.id]: 'available', [lapsed.id]: 'expired' });
    expect(statusById[theirs.id]).toBeUndefined();
  });

  it('GET /user-coupons/{id} answers the diner’s coupon with its reward', async () => {
    const coupon = await insertUserCoupon(ctx, diner.session.user.id, await insertReward(ctx, { pointsCost: 900 }));
    const res = await call(ctx, 'GET', `/api/user-coupons/${coupon.id}`, { token: diner.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: coupon.id, code: coupon.code, status: 'available', reward: { pointsCost: 900, title: 'Bon test' } });
  });

  it('another diner’s coupon is not found (404), an unknown one too', async () => {
    const coupon = await insertUserCoupon(ctx, diner.session.user.id, await insertReward(ctx));
    expectError(await call(ctx, 'GET', `/api/user-coupons/${coupon.id}`, { token: otherDiner.token }), 404, 'not_found');
    expectError(await call(ctx, 'GET', '/api/user-coupons/00000000-0000-4000-8000-000000000000', { token: diner.token }), 404, 'not_found');
  });

  it('a visitor must sign in (401); a malformed id is 400', async () => {
    expectError(await call(ctx, 'GET', '/api/user-coupons'), 401, 'unauthenticated');
    expectError(await call(ctx, 'GET', '/api/user-coupons/00000000-0000-4000-8000-000000000000'), 401, 'unauthenticated');
    expectError(await call(ctx, 'GET', '/api/user-coupons/not-a-uuid', { token: diner.token }), 400, 'validation_failed');
  });
});
