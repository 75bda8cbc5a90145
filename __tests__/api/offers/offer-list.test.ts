/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { DAY_MS, insertOffer, xofRestaurant } from './offer-fixtures';

describe('GET /offers', () => {
  let ctx: TestContext;
  let restaurantId: number;
  let otherRestaurantId: number;
  let diner: SignedUpUser;
  let otherDiner: SignedUpUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    restaurantId = await xofRestaurant(ctx);
    otherRestaurantId = await xofRestaurant(ctx, 1);
    diner = await signUpUser(ctx);
    otherDiner = await signUpUser(ctx);
    ids.siteWide = await insertOffer(ctx, { maxRedemptions: 10, redemptionsCount: 4 });
    ids.own = await insertOffer(ctx, { restaurantId, orderTypes: ['DELIVERY'], discountKind: 'amount', discountValue: 1500, currency: 'XOF', minOrderAmount: 12_000 });
    ids.elsewhere = await insertOffer(ctx, { restaurantId: otherRestaurantId });
    ids.ended = await insertOffer(ctx, { startsAt: new Date(Date.now() - 2 * DAY_MS), endsAt: new Date(Date.now() - DAY_MS) });
    ids.upcoming = await insertOffer(ctx, { startsAt: new Date(Date.now() + DAY_MS), endsAt: new Date(Date.now() + 2 * DAY_MS) });
    ids.exhausted = await insertOffer(ctx, { maxRedemptions: 3, redemptionsCount: 3 });
  }, 120_000);
  afterAll(() => ctx.close());

  const listIds = (res: { json: { items: { id: number }[] } }) => res.json.items.map((item) => item.id);

  it('lists running offers with uses left, never an ended, upcoming or exhausted one', async () => {
    const res = await call(ctx, 'GET', '/api/offers');
    expect(res.status).toBe(200);
    expect(listIds(res)).toEqual(expect.arrayContaining([ids.siteWide, ids.own, ids.elsewhere]));
    for (const id of [ids.ended, ids.upcoming, ids.exhausted]) expect(listIds(res)).not.toContain(id);
  });

  it('for one restaurant: its own offers and the site-wide ones, not another restaurant’s', async () => {
    const res = await call(ctx, 'GET', `/api/offers?restaurantId=${restaurantId}`);
    expect(listIds(res)).toEqual(expect.arrayContaining([ids.siteWide, ids.own]));
    expect(listIds(res)).not.toContain(ids.elsewhere);
    expect(res.json.items.every((item: { restaurant: { id: number } | null }) => item.restaurant === null || item.restaurant.id === restaurantId)).toBe(true);
  });

  it('by order type: only offers that apply to it', async () => {
    const takeAway = await call(ctx, 'GET', `/api/offers?restaurantId=${restaurantId}&type=TAKE_AWAY`);
    expect(listIds(takeAway)).toContain(ids.siteWide);
    expect(listIds(takeAway)).not.toContain(ids.own);
    const delivery = await call(ctx, 'GET', `/api/offers?restaurantId=${restaurantId}&type=DELIVERY`);
    expect(listIds(delivery)).toContain(ids.own);
  });

  it('describes each offer: discount, minimum in money, remaining uses (null without a cap), restaurant', async () => {
    const res = await call(ctx, 'GET', `/api/offers?restaurantId=${restaurantId}`);
    const own = res.json.items.find((item: { id: number }) => item.id === ids.own);
    const siteWide = res.json.items.find((item: { id: number }) => item.id === ids.siteWide);
    expect(own).toMatchObject({ discount: { kind: 'amount', value: 1500, currency: 'XOF' }, minOrder: { amount: 12_000, currency: 'XOF' }, remaining: null, orderTypes: ['DELIVERY'], restaurant: { id: restaurantId } });
    expect(siteWide).toMatchObject({ discount: { kind: 'percent', value: 10, currency: null }, minOrder: null, remaining: 6, restaurant: null, oncePerDiner: true });
  });

  it('speaks the diner’s language: French by default, English with lang=en or Accept-Language', async () => {
    const fr = await call(ctx, 'GET', '/api/offers');
    const en = await call(ctx, 'GET', '/api/offers?lang=en');
    const byHeader = await call(ctx, 'GET', '/api/offers', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const titleOf = (res: typeof fr) => res.json.items.find((item: { id: number }) => item.id === ids.siteWide).title;
    expect([titleOf(fr), titleOf(en), titleOf(byHeader)]).toEqual(['Offre test', 'Test offer', 'Test offer']);
  });

  it('usedByMe is true only for the diner who redeemed the offer, and false for a visitor', async () => {
    await ctx.database.db.execute(sql`insert into offer_redemptions (offer_id, user_id, order_id) values (${ids.siteWide}, ${diner.session.user.id}::uuid, ${randomUUID()}::uuid)`);
    const usedBy = async (token?: string) => (await call(ctx, 'GET', '/api/offers', { token })).json.items.find((item: { id: number }) => item.id === ids.siteWide).usedByMe;
    expect(await usedBy(diner.token)).toBe(true);
    expect(await usedBy(otherDiner.token)).toBe(false);
    expect(await usedBy()).toBe(false);
  });

  it('lists the seeded running offers, BIENVENUE10 among them', async () => {
    const res = await call(ctx, 'GET', '/api/offers?lang=en');
    expect(res.json.items.map((item: { code: string | null }) => item.code)).toEqual(expect.arrayContaining(['BIENVENUE10']));
    expect(res.json.items.map((item: { code: string | null }) => item.code)).not.toEqual(expect.arrayContaining(['NOEL25']));
  });

  it('rejects bad input with 400 validation_failed in the error format', async () => {
    expectError(await call(ctx, 'GET', '/api/offers?restaurantId=abc'), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', '/api/offers?type=DINE_IN'), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', '/api/offers?surprise=1'), 400, 'validation_failed');
  });
});
