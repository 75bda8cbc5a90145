/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { appAt, createUser, ids, restaurantInCity, rows, search, type RestaurantRow } from './search-fixtures';

// Wednesday 6 March 2030, 20:00 in Abidjan (UTC+0): the restaurant is made open every day, all day long.
const NOW = '2030-03-01T10:00:00Z';
const DATE = '2030-03-06';
const TIME = '20:00';
const START = '2030-03-06T20:00:00Z';
const ALWAYS_OPEN = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '23:59' })));

let ctx: TestContext;
let clocked: TestContext;
let restaurant: RestaurantRow;
let tableId: number;
let userId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  clocked = appAt(ctx, NOW);
  restaurant = await restaurantInCity(ctx, 'Abidjan');
  await ctx.database.db.execute(sql`update restaurants set opening_hours = ${ALWAYS_OPEN}::jsonb, table_turn_minutes = 120 where id = ${restaurant.id}`);
  // One table for two; every other table of the restaurant is taken out of service.
  [{ id: tableId }] = await rows<{ id: number }>(ctx, sql`select id from restaurant_tables where restaurant_id = ${restaurant.id} and min_party <= 2 and max_party >= 2 order by id limit 1`);
  await ctx.database.db.execute(sql`update restaurant_tables set is_active = (id = ${tableId}) where restaurant_id = ${restaurant.id}`);
  userId = await createUser(ctx, 'availability@example.test');
});
afterAll(() => ctx.close());
afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

async function hold(status: 'confirmed' | 'draft' | 'cancelled', startsAt: string, expireDate: string | null = null) {
  const endsAt = new Date(new Date(startsAt).getTime() + 2 * 3_600_000).toISOString();
  await ctx.database.db.execute(sql`insert into reservations (user_id, restaurant_id, table_id, status, starts_at, ends_at, guests, expire_date)
    values (${userId}, ${restaurant.id}, ${tableId}, ${status}, ${startsAt}::timestamptz, ${endsAt}::timestamptz, 2, ${expireDate}::timestamptz)`);
}

const availableIds = async (party = 2) => ids(await search(clocked, { date: DATE, time: TIME, party, cityId: restaurant.cityId, q: restaurant.name, pageSize: 50 }));
const capacity = (params: Record<string, string | number>) => call(clocked, 'GET', `/api/restaurants/availableCapacity?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);

describe('availability: date + time + party size', () => {
  it('keeps a restaurant with a free table that admits the party', async () => {
    expect(await availableIds()).toContain(restaurant.id);
  });

  it('drops it when no active table admits the party size', async () => {
    expect(await availableIds(12)).not.toContain(restaurant.id);
  });

  it('drops it when a confirmed reservation overlaps [start, start + table turn)', async () => {
    await hold('confirmed', '2030-03-06T21:00:00Z');
    expect(await availableIds()).not.toContain(restaurant.id);
  });

  it('drops it when an unexpired draft holds the table', async () => {
    await hold('draft', '2030-03-06T19:00:00Z', '2030-03-01T10:15:00Z');
    expect(await availableIds()).not.toContain(restaurant.id);
  });

  it('keeps it when the draft has expired, or the reservation was cancelled', async () => {
    await hold('draft', START, '2030-03-01T09:45:00Z');
    await hold('cancelled', START);
    expect(await availableIds()).toContain(restaurant.id);
  });

  it('keeps it when the reservation ends before the start or begins after the turn', async () => {
    await hold('confirmed', '2030-03-06T18:00:00Z');
    await hold('confirmed', '2030-03-06T22:00:00Z');
    expect(await availableIds()).toContain(restaurant.id);
  });

  it('drops it when it is closed at that local time', async () => {
    await ctx.database.db.execute(sql`update restaurants set opening_hours = ${JSON.stringify([{ day: 3, opens: '12:00', closes: '15:00' }])}::jsonb where id = ${restaurant.id}`);
    expect(await availableIds()).not.toContain(restaurant.id);
    await ctx.database.db.execute(sql`update restaurants set opening_hours = ${ALWAYS_OPEN}::jsonb where id = ${restaurant.id}`);
  });
});

describe('GET /api/restaurants/availableCapacity', () => {
  it('answers free tables and seats at the time asked and the slots around it', async () => {
    const res = await capacity({ restaurantId: restaurant.id, date: DATE, time: TIME, party: 2 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ date: DATE, time: TIME, party: 2, total: 1 });
    const [item] = res.json.items;
    expect(item).toMatchObject({ restaurantId: restaurant.id, timeZone: 'Africa/Abidjan', fittingTables: 1 });
    expect(item.requested).toMatchObject({ time: '20:00', startsAt: '2030-03-06T20:00:00.000Z', isOpen: true, freeTables: 1, isAvailable: true });
    expect(item.slots.map((s: { time: string }) => s.time)).toEqual(['19:00', '19:30', '20:00', '20:30', '21:00']);
  });

  it('counts a table held by a confirmed reservation as taken', async () => {
    await hold('confirmed', START);
    const [item] = (await capacity({ restaurantId: restaurant.id, date: DATE, time: TIME, party: 2 })).json.items;
    expect(item.requested).toMatchObject({ freeTables: 0, freeSeats: 0, isAvailable: false });
  });

  it('lists a city’s bookable restaurants, paged', async () => {
    const res = await capacity({ cityId: restaurant.cityId, date: DATE, time: TIME, party: 2, pageSize: 3 });
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(3);
    expect(res.json.total).toBeGreaterThan(3);
  });

  it.each([
    ['neither restaurantId nor cityId', { date: DATE, time: TIME, party: 2 }],
    ['both restaurantId and cityId', { restaurantId: 1, cityId: 1, date: DATE, time: TIME, party: 2 }],
    ['a missing party', { restaurantId: 1, date: DATE, time: TIME }],
    ['a bad date', { restaurantId: 1, date: '2030-13-01', time: TIME, party: 2 }],
    ['an unknown parameter', { restaurantId: 1, date: DATE, time: TIME, party: 2, seats: 3 }],
  ])('refuses %s with 400', async (_label, params) => {
    expect((await capacity(params)).status).toBe(400);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const res = await capacity({ restaurantId: 999_999, date: DATE, time: TIME, party: 2 });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
  });
});
