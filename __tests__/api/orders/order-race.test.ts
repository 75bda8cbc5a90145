/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { plainDish, rows } from '../reservations/booking-fixtures';
import { statuses } from '../social/social-fixtures';
import { describeRace } from '../support/concurrency';
import { clockAt, createOrder, line, placeOrder, prepareOrderRestaurant, takeAway, takenOf, type OrderRestaurant } from './order-fixtures';

describeRace('placing take-away orders never sells a portion twice', () => {
  const CLIENTS = 50;
  let ctx: TestContext;
  let restaurant: OrderRestaurant;
  let diners: SignedUpUser[];

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Douala');
    diners = [];
    for (let i = 0; i < CLIENTS; i += 1) diners.push(await signUpUser(ctx));
  }, 180_000);
  afterAll(() => ctx.close());

  it('50 diners place at once for a dish with 3 portions left: exactly 3 are placed, 47 get 409 dish_sold_out', async () => {
    const noon = await clockAt(ctx, restaurant, '12:00');
    const dish = await plainDish(ctx, restaurant.id, 3);
    const drafts: string[] = [];
    for (const diner of diners) drafts.push((await createOrder(noon, diner.token, takeAway(restaurant, [line(dish.id)]))).json.id);
    const results = await Promise.all(drafts.map((id, i) => placeOrder(noon, diners[i].token, id)));
    expect(statuses(results)).toEqual({ 200: 3, 409: CLIENTS - 3 });
    for (const res of results.filter((r) => r.status === 409)) expectError(res, 409, 'dish_sold_out');
    expect(await takenOf(ctx, dish.id, restaurant.date)).toBe(3);
    const [placed] = await rows<{ count: number }>(ctx, sql`select count(*)::int as count from orders where restaurant_id = ${restaurant.id} and status = 'placed'`);
    expect(placed.count).toBe(3);
  }, 120_000);
});
