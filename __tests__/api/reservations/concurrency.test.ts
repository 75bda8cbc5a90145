/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { create, dishLine, draft, instantOf, plainDish, prepareRestaurant, rows, type BookingRestaurant } from './booking-fixtures';
import { describeRace } from '../support/concurrency';

describeRace('a table, an event place or a portion is never sold twice', () => {
  const ZONE = 'Africa/Lagos';
  const CLIENTS = 50;

  let ctx: TestContext;
  let restaurant: BookingRestaurant;
  let users: SignedUpUser[];
  let startsAt: string;

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    restaurant = await prepareRestaurant(ctx, ZONE);
    users = [];
    for (let i = 0; i < CLIENTS; i += 1) users.push(await signUpUser(ctx));
    startsAt = await instantOf(ctx, restaurant.date, '20:00', ZONE);
  }, 180_000);
  afterAll(() => ctx.close());

  const statuses = (results: { status: number }[]) => results.reduce<Record<number, number>>((count, res) => ({ ...count, [res.status]: (count[res.status] ?? 0) + 1 }), {});

  it('50 concurrent bookings at the last free table: exactly one 201, 49 × 409 slot_unavailable', async () => {
    const results = await Promise.all(users.map((user) => create(ctx, user.token, { restaurantId: restaurant.id, startsAt, guests: 2 })));
    expect(statuses(results)).toEqual({ 201: 1, 409: CLIENTS - 1 });
    for (const res of results.filter((r) => r.status === 409)) expectError(res, 409, 'slot_unavailable');
    const [held] = await rows<{ count: number }>(ctx, sql`select count(*)::int as count from reservations where restaurant_id = ${restaurant.id} and status = 'draft'`);
    expect(held.count).toBe(1);
  }, 120_000);

  it('50 concurrent orders at the last 3 portions of a dish: exactly 3 succeed, the rest 409 dish_sold_out', async () => {
    const dish = await plainDish(ctx, restaurant.id, 3);
    const bookings = await rows<{ id: string }>(ctx, sql`insert into reservations (user_id, restaurant_id, status, starts_at, ends_at, guests)
      select u.id, ${restaurant.id}, 'confirmed', ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '2 hours', 2
        from unnest(${`{${users.map((user) => user.session.user.id).join(',')}}`}::uuid[]) with ordinality as u(id, n) order by u.n
      returning id`);
    const results = await Promise.all(
      bookings.map((booking, i) => call(ctx, 'POST', `/api/reservations/addOrder/${booking.id}`, { token: users[i].token, body: { dishes: [dishLine(dish.id, 1)] } })),
    );
    expect(statuses(results)).toEqual({ 201: 3, 409: CLIENTS - 3 });
    for (const res of results.filter((r) => r.status === 409)) expectError(res, 409, 'dish_sold_out');
    const [counter] = await rows<{ taken: number; capacity: number }>(ctx, sql`select taken, capacity from dish_daily_stock where dish_id = ${dish.id} and service_date = ${restaurant.date}`);
    expect(counter).toEqual({ taken: 3, capacity: 3 });
    const [placed] = await rows<{ portions: number }>(ctx, sql`select coalesce(sum(l.quantity), 0)::int as portions from order_lines l join orders o on o.id = l.order_id where l.dish_id = ${dish.id} and o.status = 'placed'`);
    expect(placed.portions).toBe(3);
  }, 120_000);

  it('50 concurrent drafts at the last 3 portions of a dish: exactly 3 hold one, the rest 409 dish_sold_out', async () => {
    const dish = await plainDish(ctx, restaurant.id, 3, 1);
    const bookings = await rows<{ id: string }>(ctx, sql`insert into reservations (user_id, restaurant_id, status, starts_at, ends_at, guests, expire_date)
      select u.id, ${restaurant.id}, 'draft', ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '2 hours', 2, now() + interval '15 minutes'
        from unnest(${`{${users.map((user) => user.session.user.id).join(',')}}`}::uuid[]) with ordinality as u(id, n) order by u.n
      returning id`);
    const results = await Promise.all(bookings.map((booking, i) => draft(ctx, users[i].token, { reservationId: booking.id, dishes: [dishLine(dish.id, 1)] })));
    expect(statuses(results)).toEqual({ 200: 3, 409: CLIENTS - 3 });
    for (const res of results.filter((r) => r.status === 409)) expectError(res, 409, 'dish_sold_out');
    const [held] = await rows<{ portions: number }>(ctx, sql`select coalesce(sum(l.quantity), 0)::int as portions from order_lines l join orders o on o.id = l.order_id where l.dish_id = ${dish.id} and o.status = 'draft'`);
    expect(held.portions).toBe(3);
  }, 120_000);
});
