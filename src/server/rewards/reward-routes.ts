import { createRoute } from '@hono/zod-openapi';
import { ZIdParam, ZLangQuery, ZUuidParam } from '@/contracts/common-contract';
import { ZPointsLedger, ZRedeemResult, ZRewardCoupon, ZRewardCouponList, ZUserCoupon, ZUserCouponList } from '@/contracts/reward-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, errorResponses, notFoundResponse } from '@/server/http/openapi-responses';
import { redeemReward } from './redeem-reward-service';
import { getReward, listRewards } from './reward-service';
import { getPointsLedger, getUserCoupon, listUserCoupons } from './user-coupon-service';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const security = [{ bearer: [] }];
const tags = ['rewards'];
const query = ZLangQuery.strict();

const listRewardsRoute = createRoute({
  method: 'get',
  path: '/reward-coupons',
  tags,
  summary: 'The rewards catalogue, with the signed-in diner’s balance and what they can redeem (balance null for a visitor)',
  request: { query },
  responses: { 200: json('The rewards, cheapest first', ZRewardCouponList), ...errorResponses },
});

const getRewardRoute = createRoute({
  method: 'get',
  path: '/reward-coupons/{id}',
  tags,
  summary: 'One reward of the catalogue',
  request: { params: ZIdParam, query },
  responses: { 200: json('The reward', ZRewardCoupon), ...errorResponses, ...notFoundResponse },
});

const redeemRoute = createRoute({
  method: 'post',
  path: '/reward-coupons/{id}/redeem',
  tags,
  security,
  summary: 'Spend points on a reward: 201 with the coupon issued, or 200 with the usable coupon of it the diner already holds (nothing spent)',
  request: { params: ZIdParam, query },
  responses: {
    201: json('Coupon issued, points spent', ZRedeemResult),
    200: json('Already held: the same coupon, nothing spent', ZRedeemResult),
    ...authErrorResponses,
    ...notFoundResponse,
    ...conflictResponse,
  },
});

const ledgerRoute = createRoute({
  method: 'get',
  path: '/reward-points',
  tags,
  security,
  summary: 'The signed-in diner’s points: the balance and the newest ledger entries',
  request: { query },
  responses: { 200: json('The ledger', ZPointsLedger), ...authErrorResponses },
});

const listUserCouponsRoute = createRoute({
  method: 'get',
  path: '/user-coupons',
  tags,
  security,
  summary: 'The signed-in diner’s coupons, newest first (a lapsed one reads as expired)',
  request: { query },
  responses: { 200: json('The diner’s coupons', ZUserCouponList), ...authErrorResponses },
});

const getUserCouponRoute = createRoute({
  method: 'get',
  path: '/user-coupons/{id}',
  tags,
  security,
  summary: 'One of your coupons; another diner’s is not found',
  request: { params: ZUuidParam, query },
  responses: { 200: json('The coupon', ZUserCoupon), ...authErrorResponses, ...notFoundResponse },
});

export function registerRewardRoutes(app: ApiApp) {
  app.openapi(listRewardsRoute, async (c) => {
    const { db, now } = c.var.deps;
    const userId = c.var.user?.id ?? null;
    if (userId) c.header('cache-control', 'private, no-store');
    return c.json(await listRewards(db, userId, c.var.locale, now()), 200);
  });

  app.openapi(getRewardRoute, async (c) => {
    const { db, now } = c.var.deps;
    const userId = c.var.user?.id ?? null;
    if (userId) c.header('cache-control', 'private, no-store');
    return c.json(await getReward(db, c.req.valid('param').id, userId, c.var.locale, now()), 200);
  });

  app.openapi(redeemRoute, async (c) => {
    const user = requireUser(c);
    const { result, created } = await redeemReward(c.var.deps, user.id, c.req.valid('param').id, c.var.locale);
    return created ? c.json(result, 201) : c.json(result, 200);
  });

  app.openapi(ledgerRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await getPointsLedger(c.var.deps.db, user.id), 200);
  });

  app.openapi(listUserCouponsRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await listUserCoupons(c.var.deps.db, user.id, c.var.locale, c.var.deps.now()), 200);
  });

  app.openapi(getUserCouponRoute, async (c) => {
    const user = requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await getUserCoupon(c.var.deps.db, user.id, c.req.valid('param').id, c.var.locale, c.var.deps.now()), 200);
  });
}
