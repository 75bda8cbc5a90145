/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { instantOf, plainDish, rows } from '../reservations/booking-fixtures';
import { clockAt, createOrder, delivery, getOrder, insertAddress, line, placedOrder, prepareOrderRestaurant, takeAway, takenOf, type OrderRestaurant } from '../orders/order-fixtures';
import { insertOffer } from '../offers/offer-fixtures';
import { logInStaff, moveOrder, pointsOf } from './manager-fixtures';

describe('the restaurant’s side of take-away and delivery orders (/manager)', () => {
  let ctx: TestContext;
  let restaurant: OrderRestaurant;
  let otherRestaurant: OrderRestaurant;
  let staff: SignedUpUser;
  let otherStaff: SignedUpUser;
  let diner: SignedUpUser;
  let noon: TestContext;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Douala', 0);
    otherRestaurant = await prepareOrderRestaurant(ctx, 'Africa/Dakar', 1);
    staff = await logInStaff(ctx, restaurant.id);
    otherStaff = await logInStaff(ctx, otherRestaurant.id);
    diner = await signUpUser(ctx, { firstName: 'Awa' });
    dish = await plainDish(ctx, restaurant.id, null);
    noon = await clockAt(ctx, restaurant, '12:00');
  }, 60_000);
  afterAll(() => ctx.close());

  const order = (extra: Record<string, unknown> = {}) => placedOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)], extra));
  const walk = async (id: string, path: string[]) => {
    for (const status of path) {
      const res = await moveOrder(noon, staff.token, id, { status });
      if (res.status !== 200) throw new Error(`${status}: ${res.status} ${res.text}`);
    }
  };

  describe('who may use it', () => {
    it('answers staff the restaurants they work for, with their role and zone', async () => {
      const res = await call(noon, 'GET', '/api/manager/restaurants', { token: staff.token });
      expect(res.status).toBe(200);
      expect(res.json.items).toEqual([expect.objectContaining({ id: restaurant.id, role: 'manager', timeZone: 'Africa/Douala' })]);
    });

    it('refuses a diner (403) and a visitor without a session (401)', async () => {
      expectError(await call(noon, 'GET', '/api/manager/restaurants', { token: diner.token }), 403, 'forbidden');
      expectError(await call(noon, 'GET', '/api/manager/restaurants'), 401, 'unauthenticated');
      expectError(await call(noon, 'GET', `/api/manager/restaurants/${restaurant.id}/orders`, { token: diner.token }), 403, 'forbidden');
    });

    it('refuses another restaurant’s staff (403), on the list and on a move', async () => {
      const id = await order();
      expectError(await call(noon, 'GET', `/api/manager/restaurants/${restaurant.id}/orders`, { token: otherStaff.token }), 403, 'forbidden');
      expectError(await moveOrder(noon, otherStaff.token, id, { status: 'accepted' }), 403, 'forbidden');
      expectError(await moveOrder(noon, diner.token, id, { status: 'accepted' }), 403, 'forbidden');
      expect((await getOrder(noon, diner.token, id)).json.status).toBe('placed');
    });

    it('answers an unknown order with 404 and a bad move with 400', async () => {
      expectError(await moveOrder(noon, staff.token, '00000000-0000-4000-8000-000000000000', { status: 'accepted' }), 404, 'not_found');
      expectError(await moveOrder(noon, staff.token, '00000000-0000-4000-8000-000000000000', { status: 'draft' }), 400, 'validation_failed');
    });
  });

  it('lists the local day’s placed orders by ready time with where each may go, drafts left out', async () => {
    const listed = await signUpUser(ctx, { firstName: 'Moussa' });
    const late = await placedOrder(noon, listed.token, takeAway(restaurant, [line(dish.id)], { timing: { mode: 'scheduled', at: await instantOf(ctx, restaurant.date, '19:00', restaurant.timeZone) } }));
    const soon = await placedOrder(noon, listed.token, takeAway(restaurant, [line(dish.id)]));
    const draft = await createOrder(noon, listed.token, takeAway(restaurant, [line(dish.id)]));
    const res = await call(noon, 'GET', `/api/manager/restaurants/${restaurant.id}/orders?date=${restaurant.date}`, { token: staff.token });
    expect(res.status).toBe(200);
    const mine = res.json.items.filter((item: { customer: { firstName: string } }) => item.customer.firstName === 'Moussa');
    expect(mine.map((item: { id: string }) => item.id)).toEqual([soon, late]);
    expect(mine[0]).toMatchObject({ status: 'placed', nextStatuses: ['accepted', 'cancelled'], customer: { firstName: 'Moussa' } });
    expect(res.json.items.some((item: { id: string }) => item.id === draft.json.id)).toBe(false);
    const today = await call(noon, 'GET', `/api/manager/restaurants/${restaurant.id}/orders`, { token: staff.token });
    expect(today.json.date).toBe(restaurant.date);
    expectError(await call(noon, 'GET', `/api/manager/restaurants/${restaurant.id}/orders?date=demain`, { token: staff.token }), 400, 'validation_failed');
  });

  it('moves a take-away along placed → accepted → preparing → ready → completed, each step recorded and told live to the diner', async () => {
    const id = await order();
    const publish = jest.spyOn(ctx.deps.realtime, 'publish');
    try {
      await walk(id, ['accepted', 'preparing', 'ready', 'completed']);
      // Each step also stores a notification for the diner, announced as its own event.
      const orderEvents = publish.mock.calls.filter(([, event]) => event.type === 'order');
      expect(orderEvents).toHaveLength(4);
      expect(orderEvents.at(-1)).toEqual([expect.arrayContaining([diner.session.user.id, staff.session.user.id]), { type: 'order', id }]);
    } finally {
      publish.mockRestore();
    }
    const res = await getOrder(noon, diner.token, id);
    expect(res.json.steps.map((step: { status: string }) => step.status)).toEqual(['placed', 'accepted', 'preparing', 'ready', 'completed']);
    expect(res.json.status).toBe('completed');
  });

  it('a take-away never goes out for delivery, and no step is skipped: 409 invalid_transition', async () => {
    const id = await order();
    expectError(await moveOrder(noon, staff.token, id, { status: 'preparing' }), 409, 'invalid_transition');
    await walk(id, ['accepted', 'preparing', 'ready']);
    expectError(await moveOrder(noon, staff.token, id, { status: 'out_for_delivery' }), 409, 'invalid_transition');
  });

  it('a delivery goes out once ready, then is completed', async () => {
    const addressId = await insertAddress(ctx, diner.session.user.id, restaurant, 800);
    const id = await placedOrder(noon, diner.token, delivery(restaurant, [line(dish.id)], addressId));
    await walk(id, ['accepted', 'preparing', 'ready']);
    expectError(await moveOrder(noon, staff.token, id, { status: 'completed' }), 409, 'invalid_transition');
    await walk(id, ['out_for_delivery', 'completed']);
    expect((await getOrder(noon, diner.token, id)).json.status).toBe('completed');
  });

  it('completing an order earns the diner its points exactly once', async () => {
    const earner = await signUpUser(ctx);
    const id = await placedOrder(noon, earner.token, takeAway(restaurant, [line(dish.id, 3)]));
    await walk(id, ['accepted', 'preparing', 'ready', 'completed']);
    expectError(await moveOrder(noon, staff.token, id, { status: 'completed' }), 409, 'invalid_transition');
    expect(await pointsOf(ctx, earner.session.user.id, 'order_completed')).toEqual([{ delta: Math.floor((dish.priceAmount * 3) / 100), referenceId: id }]);
  });

  it('cancels from any unfinished step with a reason: portions given back, the reason shown to the diner; never once final', async () => {
    const limited = await plainDish(ctx, restaurant.id, 3, 1);
    const id = await placedOrder(noon, diner.token, takeAway(restaurant, [line(limited.id, 2)]));
    await walk(id, ['accepted', 'preparing']);
    expectError(await moveOrder(noon, staff.token, id, { status: 'cancelled' }), 400, 'validation_failed');
    const res = await moveOrder(noon, staff.token, id, { status: 'cancelled', reason: 'Plus de gaz en cuisine' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'cancelled', cancelReason: 'Plus de gaz en cuisine', nextStatuses: [] });
    expect(await takenOf(ctx, limited.id, restaurant.date)).toBe(0);
    const seen = await getOrder(noon, diner.token, id);
    expect(seen.json.steps.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Plus de gaz en cuisine' });
    expectError(await moveOrder(noon, staff.token, id, { status: 'cancelled', reason: 'Encore' }), 409, 'invalid_transition');
  });

  it('a cancellation by the restaurant gives the diner’s offer use back', async () => {
    const now = Date.parse(await instantOf(ctx, restaurant.date, '12:00', restaurant.timeZone));
    const offerId = await insertOffer(ctx, { startsAt: new Date(now - 86_400_000), endsAt: new Date(now + 86_400_000) });
    const id = await order({ offerId });
    const redemptions = async () => (await rows<{ count: number }>(ctx, sql`select count(*)::int as count from offer_redemptions where order_id = ${id}`))[0].count;
    expect(await redemptions()).toBe(1);
    await moveOrder(noon, staff.token, id, { status: 'cancelled', reason: 'Fermeture exceptionnelle' });
    expect(await redemptions()).toBe(0);
  });

  it('a draft is the diner’s: staff cannot move it', async () => {
    const draft = await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)]));
    expectError(await moveOrder(noon, staff.token, draft.json.id, { status: 'accepted' }), 409, 'invalid_transition');
    const [row] = await rows<{ status: string }>(ctx, sql`select status from orders where id = ${draft.json.id}`);
    expect(row.status).toBe('draft');
  });
});
