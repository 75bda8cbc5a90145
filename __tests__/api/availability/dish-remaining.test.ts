/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, withClockShift } from '../accounts/account-fixtures';
import { create, dishLine, draft, instantOf, plainDish, prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';

const ZONE = 'Africa/Douala';

let ctx: TestContext;
let restaurant: BookingRestaurant;

beforeAll(async () => {
  ctx = await createTestContext();
  restaurant = await prepareRestaurant(ctx, ZONE);
}, 60_000);
afterAll(() => ctx.close());

const remaining = (c: TestContext, query: string, id = restaurant.id) => call(c, 'GET', `/api/restaurants/dishRemaining/${id}${query}`);
const itemOf = (res: { json: { items: { dishId: number }[] } }, dishId: number) => res.json.items.find((item) => item.dishId === dishId);

describe('GET /api/restaurants/dishRemaining/{id}', () => {
  it('§5 dishRemaining without eventId or date fails with "invalid date"', async () => {
    for (const query of ['', '?date=', '?date=not-a-date']) {
      const res = await remaining(ctx, query);
      expectError(res, 400, 'invalid_date');
      expect(res.json.error.message).toBe('invalid date');
    }
  });

  it('answers stock − portions taken − portions held by unexpired drafts, on the restaurant’s service day', async () => {
    const dish = await plainDish(ctx, restaurant.id, 10);
    const unlimited = await plainDish(ctx, restaurant.id, null, 1);
    const startsAt = await instantOf(ctx, restaurant.date, '20:00', ZONE);
    await ctx.database.db.execute(sql`insert into dish_daily_stock (dish_id, service_date, capacity, taken) values (${dish.id}, ${restaurant.date}, 10, 3)`);
    const user = await signUpUser(ctx);
    const booking = await create(ctx, user.token, { restaurantId: restaurant.id, startsAt, guests: 2 });
    expect((await draft(ctx, user.token, { reservationId: booking.json.id, dishes: [dishLine(dish.id, 2)] })).status).toBe(200);

    // 23:30 UTC on the day before is already that day in Douala (UTC+1).
    const dayBefore = new Date(new Date(`${restaurant.date}T00:00:00Z`).getTime() - 30 * 60_000).toISOString();
    const res = await remaining(ctx, `?date=${encodeURIComponent(dayBefore)}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ restaurantId: restaurant.id, eventId: null, serviceDate: restaurant.date });
    expect(itemOf(res, dish.id)).toEqual({ dishId: dish.id, stock: 10, remaining: 5 });
    expect(itemOf(res, unlimited.id)).toEqual({ dishId: unlimited.id, stock: null, remaining: null });

    // Once the draft's hold expired, its portions count no more.
    const later = await remaining(withClockShift(ctx, 16 * 60_000), `?date=${restaurant.date}`);
    expect(itemOf(later, dish.id)).toEqual({ dishId: dish.id, stock: 10, remaining: 7 });
    // GET /dishes/{id} applies the same rule to today's service.
    const [today] = await rows<{ d: string }>(ctx, sql`select to_char(now() at time zone ${ZONE}, 'YYYY-MM-DD') as d`);
    await ctx.database.db.execute(sql`insert into dish_daily_stock (dish_id, service_date, capacity, taken) values (${dish.id}, ${today.d}, 10, 4) on conflict do nothing`);
    expect((await call(ctx, 'GET', `/api/dishes/${dish.id}`)).json.remainingToday).toBe(6);
  });

  it('counts the portions a diner’s own draft holds as still theirs when they name their booking, and only their own', async () => {
    const dish = await plainDish(ctx, restaurant.id, 4, 3);
    const owner = await signUpUser(ctx);
    const stranger = await signUpUser(ctx);
    const startsAt = await instantOf(ctx, restaurant.date, '20:00', ZONE);
    const [booking] = await rows<{ id: string }>(ctx, sql`insert into reservations (user_id, restaurant_id, status, starts_at, ends_at, guests, expire_date)
      values (${owner.session.user.id}, ${restaurant.id}, 'draft', ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '2 hours', 2, now() + interval '15 minutes') returning id`);
    expect((await draft(ctx, owner.token, { reservationId: booking.id, dishes: [dishLine(dish.id, 3)] })).status).toBe(200);

    const query = `?date=${restaurant.date}&reservationId=${booking.id}`;
    const url = `/api/restaurants/dishRemaining/${restaurant.id}${query}`;
    expect(itemOf(await remaining(ctx, `?date=${restaurant.date}`), dish.id)).toEqual({ dishId: dish.id, stock: 4, remaining: 1 });
    expect(itemOf(await call(ctx, 'GET', url, { token: owner.token }), dish.id)).toEqual({ dishId: dish.id, stock: 4, remaining: 4 });
    expect(itemOf(await call(ctx, 'GET', url, { token: stranger.token }), dish.id)).toEqual({ dishId: dish.id, stock: 4, remaining: 1 });
    expect(itemOf(await call(ctx, 'GET', url), dish.id)).toEqual({ dishId: dish.id, stock: 4, remaining: 1 });
  });

  it('answers an event’s dishes with the event’s own stock', async () => {
    const dish = await plainDish(ctx, restaurant.id, 50, 2);
    const [event] = await rows<{ id: number }>(ctx, sql`insert into events (restaurant_id, title_fr, title_en, description_fr, description_en, starts_at, ends_at, capacity, price_amount, currency)
      values (${restaurant.id}, 'Soirée', 'Evening', 'd', 'd', now() + interval '4 days', now() + interval '4 days 3 hours', 30, 0, 'XAF') returning id`);
    await ctx.database.db.execute(sql`insert into event_dishes (event_id, dish_id, stock) values (${event.id}, ${dish.id}, 8)`);
    await ctx.database.db.execute(sql`insert into dish_daily_stock (dish_id, service_date, capacity, taken) values (${dish.id}, ${`e:${event.id}`}, 8, 5)`);
    const res = await remaining(ctx, `?eventId=${event.id}`);
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([{ dishId: dish.id, stock: 8, remaining: 3 }]);
  });

  it('answers 404 for an unknown restaurant or another restaurant’s event, 400 for a bad id', async () => {
    expectError(await remaining(ctx, '?date=2030-01-01', 99_999_999), 404, 'not_found');
    const [other] = await rows<{ id: number }>(ctx, sql`select id from events where restaurant_id <> ${restaurant.id} limit 1`);
    expectError(await remaining(ctx, `?eventId=${other.id}`), 404, 'not_found');
    expectError(await remaining(ctx, '?date=2030-01-01', 0), 400, 'validation_failed');
  });
});
