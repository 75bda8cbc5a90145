/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt, instantOf, plainDish, rows } from '../reservations/booking-fixtures';
import { insertOffer, insertReward, insertUserCoupon } from '../offers/offer-fixtures';
import {
  cancelOrder, clockAt, createOrder, delivery, getOrder, insertAddress, line, patchOrder, placedOrder, placeOrder, prepareOrderRestaurant, problemCodes, takeAway, takenOf,
  type OrderRestaurant,
} from './order-fixtures';

describe('take-away and delivery orders: draft, place, follow, cancel (§3 order types, §7 /reservation/order)', () => {
  let ctx: TestContext;
  let restaurant: OrderRestaurant;
  let diner: SignedUpUser;
  let stranger: SignedUpUser;
  let noon: TestContext;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Douala');
    diner = await signUpUser(ctx);
    stranger = await signUpUser(ctx);
    dish = await plainDish(ctx, restaurant.id, null);
    noon = await clockAt(ctx, restaurant, '12:00');
  }, 60_000);
  afterAll(() => ctx.close());

  it('stores a checked order as a draft with the server’s prices and ready time (201)', async () => {
    const res = await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id, 2)], { special: 'Sans piment' }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      type: 'TAKE_AWAY', status: 'draft', isAsap: true, special: 'Sans piment', placedAt: null, steps: [], canCancel: false, delivery: null,
      readyAt: await instantOf(ctx, restaurant.date, '12:30', restaurant.timeZone),
      totals: { subtotal: { amount: dish.priceAmount * 2 }, total: { amount: dish.priceAmount * 2 } },
      restaurant: { id: restaurant.id, timeZone: restaurant.timeZone },
    });
  });

  it('refuses to store an order with problems: 422 order_invalid listing every problem', async () => {
    const res = await createOrder(noon, diner.token, delivery(restaurant, [line(restaurant.otherDishId)], null));
    expectError(res, 422, 'order_invalid');
    expect(res.json.error.details.problems.map((found: { code: string }) => found.code).sort()).toEqual(['address_required', 'dish_not_offered']);
  });

  it('refuses a client-sent total (400), whatever it says', async () => {
    expectError(await createOrder(noon, diner.token, { ...takeAway(restaurant, [line(dish.id)]), totals: { total: { amount: 1, currency: 'XOF' } } }), 400, 'validation_failed');
  });

  it('keeps a delivery’s address as it was ordered, with its distance and fee', async () => {
    const addressId = await insertAddress(ctx, diner.session.user.id, restaurant, 1000);
    const res = await createOrder(noon, diner.token, delivery(restaurant, [line(dish.id)], addressId));
    expect(res.status).toBe(201);
    expect(res.json.delivery).toMatchObject({ distanceMeters: 1000, fee: { amount: 500 }, address: { line1: 'Rue des Palmiers', landmark: 'Derrière la pharmacie, portail bleu' } });
    await ctx.database.db.execute(sql`update addresses set line1 = 'Ailleurs' where id = ${addressId}`);
    expect((await getOrder(noon, diner.token, res.json.id)).json.delivery.address.line1).toBe('Rue des Palmiers');
    expect(res.json.totals.total.amount).toBe(dish.priceAmount + 500);
  });

  it('re-prices a draft when it changes, and refuses a change that breaks a rule (422)', async () => {
    const created = await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id, 1)]));
    await ctx.database.db.execute(sql`update dishes set price_amount = price_amount + 100 where id = ${dish.id}`);
    try {
      const patched = await patchOrder(noon, diner.token, created.json.id, { dishes: [line(dish.id, 3)] });
      expect(patched.status).toBe(200);
      expect(patched.json.totals.subtotal.amount).toBe((dish.priceAmount + 100) * 3);
      const refused = await patchOrder(noon, diner.token, created.json.id, { timing: { mode: 'scheduled', at: await instantOf(ctx, restaurant.date, '16:00', restaurant.timeZone) } });
      expectError(refused, 422, 'order_invalid');
    } finally {
      await ctx.database.db.execute(sql`update dishes set price_amount = price_amount - 100 where id = ${dish.id}`);
    }
  });

  it('places a draft: portions taken, placed_at and a step recorded, the diner and the restaurant’s staff told live', async () => {
    const limited = await plainDish(ctx, restaurant.id, 5, 1);
    const created = await createOrder(noon, diner.token, takeAway(restaurant, [line(limited.id, 2)]));
    const publish = jest.spyOn(ctx.deps.realtime, 'publish');
    try {
      const placed = await placeOrder(noon, diner.token, created.json.id);
      expect(placed.status).toBe(200);
      expect(placed.json).toMatchObject({ status: 'placed', canCancel: true, steps: [{ status: 'placed', reason: null }] });
      expect(placed.json.placedAt).toBe(await instantOf(ctx, restaurant.date, '12:00', restaurant.timeZone));
      const staff = await rows<{ userId: string }>(ctx, sql`select user_id as "userId" from restaurant_staff where restaurant_id = ${restaurant.id}`);
      expect(staff.length).toBeGreaterThan(0);
      expect(publish).toHaveBeenCalledWith(expect.arrayContaining([diner.session.user.id, ...staff.map((row) => row.userId)]), { type: 'order', id: created.json.id });
      expect(publish.mock.calls[0][0]).not.toContain(stranger.session.user.id);
    } finally {
      publish.mockRestore();
    }
    expect(await takenOf(ctx, limited.id, restaurant.date)).toBe(2);
  });

  it('placing twice answers the placed order again and takes nothing more', async () => {
    const limited = await plainDish(ctx, restaurant.id, 5, 2);
    const id = await placedOrder(noon, diner.token, takeAway(restaurant, [line(limited.id, 1)]));
    const again = await placeOrder(noon, diner.token, id);
    expect(again.status).toBe(200);
    expect(again.json.steps).toHaveLength(1);
    expect(await takenOf(ctx, limited.id, restaurant.date)).toBe(1);
  });

  it('an as-soon-as-possible order gets its ready time from the moment it is placed', async () => {
    const created = await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)]));
    const later = await clockAt(ctx, restaurant, '12:41');
    const placed = await placeOrder(later, diner.token, created.json.id);
    expect(placed.json.readyAt).toBe(await instantOf(ctx, restaurant.date, '13:15', restaurant.timeZone));
  });

  it('refuses to place a draft whose time has become impossible: 422 order_invalid', async () => {
    const created = await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)], { timing: { mode: 'scheduled', at: await instantOf(ctx, restaurant.date, '13:00', restaurant.timeZone) } }));
    const res = await placeOrder(await clockAt(ctx, restaurant, '13:10'), diner.token, created.json.id);
    expectError(res, 422, 'order_invalid');
    expect(res.json.error.details.problems.map((found: { code: string }) => found.code)).toEqual(['time_in_past']);
  });

  it('refuses to place when the last portions went meanwhile: 409 dish_sold_out', async () => {
    const limited = await plainDish(ctx, restaurant.id, 1, 3);
    const first = await createOrder(noon, diner.token, takeAway(restaurant, [line(limited.id)]));
    const second = await createOrder(noon, stranger.token, takeAway(restaurant, [line(limited.id)]));
    expect((await placeOrder(noon, diner.token, first.json.id)).status).toBe(200);
    expectError(await placeOrder(noon, stranger.token, second.json.id), 409, 'dish_sold_out');
  });

  it('only changes a draft: 409 order_not_draft once placed', async () => {
    const id = await placedOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)]));
    expectError(await patchOrder(noon, diner.token, id, { special: 'Plus tard' }), 409, 'order_not_draft');
  });

  it('lets the diner cancel a placed order: portions given back, the step recorded with its reason, the diner told live', async () => {
    const limited = await plainDish(ctx, restaurant.id, 4, 4);
    const id = await placedOrder(noon, diner.token, takeAway(restaurant, [line(limited.id, 3)]));
    expect(await takenOf(ctx, limited.id, restaurant.date)).toBe(3);
    const publish = jest.spyOn(ctx.deps.realtime, 'publish');
    try {
      const res = await cancelOrder(noon, diner.token, id, { reason: 'Changement de programme' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ status: 'cancelled', canCancel: false, cancelReason: 'Changement de programme' });
      expect(res.json.steps.map((step: { status: string }) => step.status)).toEqual(['placed', 'cancelled']);
      expect(publish).toHaveBeenCalledWith(expect.arrayContaining([diner.session.user.id]), { type: 'order', id });
    } finally {
      publish.mockRestore();
    }
    expect(await takenOf(ctx, limited.id, restaurant.date)).toBe(0);
  });

  it('refuses a cancellation once the restaurant accepted, or of a draft: 409 order_not_cancellable', async () => {
    const draft = await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)]));
    expectError(await cancelOrder(noon, diner.token, draft.json.id), 409, 'order_not_cancellable');
    const id = await placedOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)]));
    await ctx.database.db.execute(sql`update orders set status = 'accepted' where id = ${id}`);
    expectError(await cancelOrder(noon, diner.token, id), 409, 'order_not_cancellable');
  });

  describe('another diner’s order is as missing as an unknown one (404)', () => {
    let id: string;
    beforeAll(async () => {
      id = (await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)]))).json.id;
    });

    it('on get, patch, place and cancel', async () => {
      expectError(await getOrder(noon, stranger.token, id), 404, 'not_found');
      expectError(await patchOrder(noon, stranger.token, id, { special: 'x' }), 404, 'not_found');
      expectError(await placeOrder(noon, stranger.token, id), 404, 'not_found');
      expectError(await cancelOrder(noon, stranger.token, id), 404, 'not_found');
      expect((await getOrder(noon, diner.token, id)).json.status).toBe('draft');
    });

    it('and on an id nobody has', async () => {
      expectError(await getOrder(noon, diner.token, '00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    });

    it('every order endpoint wants a session (401)', async () => {
      expectError(await getOrder(noon, undefined, id), 401, 'unauthenticated');
      expectError(await call(noon, 'GET', '/api/reservation/orders'), 401, 'unauthenticated');
      expectError(await placeOrder(noon, undefined, id), 401, 'unauthenticated');
    });
  });

  it('lists the diner’s own orders newest first: drafts and orders in progress are active, finished ones past', async () => {
    const lister = await signUpUser(ctx);
    const draft = await createOrder(noon, lister.token, takeAway(restaurant, [line(dish.id)]));
    const placed = await placedOrder(appAt(ctx, new Date(Date.parse(await instantOf(ctx, restaurant.date, '12:01', restaurant.timeZone)))), lister.token, takeAway(restaurant, [line(dish.id, 2)]));
    const cancelled = await placedOrder(await clockAt(ctx, restaurant, '12:02'), lister.token, takeAway(restaurant, [line(dish.id)]));
    await cancelOrder(noon, lister.token, cancelled);
    await createOrder(noon, stranger.token, takeAway(restaurant, [line(dish.id)]));
    const ids = async (scope: string) => (await call(noon, 'GET', `/api/reservation/orders?scope=${scope}`, { token: lister.token })).json.items.map((item: { id: string }) => item.id);
    expect(await ids('all')).toEqual([cancelled, placed, draft.json.id]);
    expect(await ids('active')).toEqual([placed, draft.json.id]);
    expect(await ids('past')).toEqual([cancelled]);
    const page = await call(noon, 'GET', '/api/reservation/orders?limit=1', { token: lister.token });
    expect(page.json).toMatchObject({ total: 3, limit: 1, offset: 0, items: [{ id: cancelled, itemCount: 1 }] });
    expectError(await call(noon, 'GET', '/api/reservation/orders?scope=soon', { token: lister.token }), 400, 'validation_failed');
  });

  it('a booking’s pre-order is not a take-away order: not listed, not found', async () => {
    const owner = await signUpUser(ctx);
    const [booking] = await rows<{ id: string }>(ctx, sql`with v as (
        insert into reservations (user_id, restaurant_id, status, starts_at, ends_at, guests)
        values (${owner.session.user.id}::uuid, ${restaurant.id}, 'confirmed', now() + interval '2 days', now() + interval '2 days 2 hours', 2) returning id)
      insert into orders (user_id, restaurant_id, reservation_id, type, status, subtotal_amount, total_amount, currency, service_date)
      select ${owner.session.user.id}::uuid, ${restaurant.id}, v.id, 'BOOKING', 'placed', 1000, 1000, ${restaurant.currency}, ${restaurant.date} from v returning id`);
    expectError(await getOrder(noon, owner.token, booking.id), 404, 'not_found');
    expect((await call(noon, 'GET', '/api/reservation/orders', { token: owner.token })).json).toMatchObject({ total: 0, items: [] });
  });

  describe('offers (discount engine of the offers module)', () => {
    it('a running offer takes its share off the subtotal, is redeemed once when placed and given back on cancellation', async () => {
      const now = new Date(await instantOf(ctx, restaurant.date, '12:00', restaurant.timeZone));
      const offerId = await insertOffer(ctx, { discountKind: 'percent', discountValue: 10, startsAt: new Date(now.getTime() - 86_400_000), endsAt: new Date(now.getTime() + 86_400_000) });
      const buyer = await signUpUser(ctx);
      const created = await createOrder(noon, buyer.token, takeAway(restaurant, [line(dish.id, 2)], { offerId }));
      expect(created.status).toBe(201);
      const discount = Math.floor((dish.priceAmount * 2 * 10) / 100);
      expect(created.json.totals.discount.amount).toBe(discount);
      expect(created.json.totals.total.amount).toBe(dish.priceAmount * 2 - discount);
      expect(created.json.discount).toMatchObject({ kind: 'offer', id: String(offerId) });
      const placed = await placeOrder(noon, buyer.token, created.json.id);
      expect(placed.json.totals).toEqual(created.json.totals);
      const redemptions = async () => (await rows<{ count: number }>(ctx, sql`select count(*)::int as count from offer_redemptions where offer_id = ${offerId}`))[0].count;
      expect(await redemptions()).toBe(1);
      const again = await createOrder(noon, buyer.token, takeAway(restaurant, [line(dish.id)], { offerId }));
      expect(problemCodes({ json: again.json.error.details })).toEqual(['offer_already_used']);
      await cancelOrder(noon, buyer.token, created.json.id);
      expect(await redemptions()).toBe(0);
    });

    it('a reward coupon’s code takes its amount off, is spent when the order is placed and usable again once it is cancelled', async () => {
      const buyer = await signUpUser(ctx);
      const rewardId = await insertReward(ctx, { discountKind: 'amount', discountValue: 300, currency: null });
      const coupon = await insertUserCoupon(ctx, buyer.session.user.id, rewardId);
      const created = await createOrder(noon, buyer.token, takeAway(restaurant, [line(dish.id)], { couponCode: coupon.code }));
      expect(created.status).toBe(201);
      expect(created.json.discount).toMatchObject({ kind: 'coupon', id: coupon.id, code: coupon.code });
      expect(created.json.totals.total.amount).toBe(dish.priceAmount - Math.min(300, dish.priceAmount));
      const couponStatus = async () => (await rows<{ status: string }>(ctx, sql`select status from user_coupons where id = ${coupon.id}`))[0].status;
      expect(await couponStatus()).toBe('available');
      expect((await placeOrder(noon, buyer.token, created.json.id)).json.totals).toEqual(created.json.totals);
      expect(await couponStatus()).toBe('used');
      await cancelOrder(noon, buyer.token, created.json.id);
      expect(await couponStatus()).toBe('available');
    });

    it('another diner’s coupon code is unknown to this diner: coupon_not_found', async () => {
      const owner = await signUpUser(ctx);
      const coupon = await insertUserCoupon(ctx, owner.session.user.id, await insertReward(ctx, { currency: null }));
      const res = await createOrder(noon, stranger.token, takeAway(restaurant, [line(dish.id)], { couponCode: coupon.code }));
      expectError(res, 422, 'order_invalid');
      expect(problemCodes({ json: res.json.error.details })).toEqual(['coupon_not_found']);
    });
  });
});
