/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { appAt, ids, restaurantInCity, rows, search } from './search-fixtures';

let ctx: TestContext;
let cities: Array<{ id: number; name: string; latitude: number; longitude: number }>;
beforeAll(async () => {
  ctx = await createTestContext();
  cities = (await call(ctx, 'GET', '/api/staticData')).json.cities;
});
afterAll(() => ctx.close());

const cityId = (name: string) => cities.find((c) => c.name === name)!.id;

describe('GET /api/restaurants/search — filters and sorts', () => {
  it('filters by city', async () => {
    const res = await search(ctx, { cityId: cityId('Dakar'), pageSize: 50 });
    expect(res.json.total).toBeGreaterThan(0);
    for (const item of res.json.items) expect(item.cityName).toBe('Dakar');
  });

  it('filters by food category', async () => {
    const [category] = await rows<{ id: number; n: number }>(ctx, sql`select category_id as id, count(*)::int as n from restaurant_categories group by category_id order by n desc limit 1`);
    const res = await search(ctx, { categoryId: category.id, pageSize: 50 });
    expect(res.json.total).toBe(category.n);
    const none = await search(ctx, { categoryId: 999_999 });
    expect(none.json).toMatchObject({ total: 0, items: [] });
  });

  it('filters by service: any of those listed', async () => {
    const delivery = await search(ctx, { service: 'delivery', pageSize: 50 });
    expect(delivery.json.items.length).toBeGreaterThan(0);
    for (const item of delivery.json.items) expect(item.services.delivery).toBe(true);
    const either = await search(ctx, { service: 'take_away,delivery', pageSize: 50 });
    expect(either.json.total).toBeGreaterThanOrEqual(delivery.json.total);
    for (const item of either.json.items) expect(item.services.delivery || item.services.takeAway).toBe(true);
  });

  it('filters by one or several price levels, and by minimum rating', async () => {
    const res = await search(ctx, { priceLevel: ['1', '2'], minRating: 4, pageSize: 50 });
    expect(res.json.total).toBeGreaterThan(0);
    for (const item of res.json.items) {
      expect([1, 2]).toContain(item.priceLevel);
      expect(item.ratingAverage).toBeGreaterThanOrEqual(4);
    }
  });

  it('filters by dietary tags, all of them', async () => {
    const halal = await search(ctx, { dietary: 'halal', pageSize: 50 });
    expect(halal.json.total).toBeGreaterThan(0);
    for (const item of halal.json.items) expect(item.dietaryTags).toContain('halal');
    const impossible = await search(ctx, { dietary: 'halal,no-such-tag' });
    expect(impossible.json.total).toBe(0);
  });

  it('sorts by rating, by price and by distance (with distanceKm)', async () => {
    const byRating = (await search(ctx, { sort: 'rating', pageSize: 50 })).json.items.map((i: { ratingAverage: number }) => i.ratingAverage);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byPrice = (await search(ctx, { sort: 'price', pageSize: 50 })).json.items.map((i: { priceLevel: number }) => i.priceLevel);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const dakar = cities.find((c) => c.name === 'Dakar')!;
    const near = await search(ctx, { lat: dakar.latitude, lng: dakar.longitude, sort: 'distance', pageSize: 10 });
    const distances = near.json.items.map((i: { distanceKm: number }) => i.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.json.items[0].cityName).toBe('Dakar');
    expect(distances[0]).toBeLessThan(20);
    const within = await search(ctx, { lat: dakar.latitude, lng: dakar.longitude, radiusKm: 30, pageSize: 50 });
    expect(within.json.items.length).toBeGreaterThan(0);
    for (const item of within.json.items) expect(item.distanceKm).toBeLessThanOrEqual(30);
  });

  it('pages with page/pageSize or limit/offset and keeps the total', async () => {
    const first = await search(ctx, { sort: 'rating', page: 1, pageSize: 5 });
    const second = await search(ctx, { sort: 'rating', page: 2, pageSize: 5 });
    const viaOffset = await search(ctx, { sort: 'rating', limit: 5, offset: 5 });
    expect(second.json).toMatchObject({ page: 2, pageSize: 5, offset: 5, total: first.json.total });
    expect(ids(viaOffset)).toEqual(ids(second));
    expect(ids(second)).not.toEqual(ids(first));
    const beyond = await search(ctx, { sort: 'rating', limit: 5, offset: 10_000 });
    expect(beyond.json).toMatchObject({ items: [], total: first.json.total });
  });

  it.each([
    ['an unknown parameter', { colour: 'red' }],
    ['a wrong type', { cityId: 'Dakar' }],
    ['a bad sort', { sort: 'cheapest' }],
    ['relevance without q', { sort: 'relevance' }],
    ['distance without a position', { sort: 'distance' }],
    ['a page size over the maximum', { pageSize: 51 }],
    ['a limit over the maximum', { limit: 500 }],
    ['a bad price level', { priceLevel: '5' }],
    ['an unknown service', { service: 'drive_through' }],
    ['a date without time and party', { date: '2030-01-01' }],
    ['a malformed time', { date: '2030-01-01', time: '25:00', party: 2 }],
    ['a bad openNow', { openNow: 'maybe' }],
  ])('refuses %s with 400', async (_label, params) => {
    const res = await search(ctx, params as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ statusCode: 400, code: 'validation_failed' });
  });
});

describe('openNow, in the restaurant’s own time zone', () => {
  // Saturday 22:00 → Sunday 02:00: past midnight and across the end of the week.
  const lateHours = JSON.stringify([{ day: 6, opens: '22:00', closes: '02:00' }]);
  let douala: { id: number; name: string; cityId: number };

  beforeAll(async () => {
    douala = await restaurantInCity(ctx, 'Douala');
    await ctx.database.db.execute(sql`update restaurants set opening_hours = ${lateHours}::jsonb where id = ${douala.id}`);
  });

  const openIds = async (iso: string) => ids(await search(appAt(ctx, iso), { openNow: 'true', cityId: douala.cityId, pageSize: 50 }));

  it.each([
    ['Saturday 23:00 in Douala (22:00 UTC)', '2030-03-02T22:00:00Z', true],
    ['Sunday 01:30 in Douala, after midnight (00:30 UTC)', '2030-03-03T00:30:00Z', true],
    ['Sunday 02:30 in Douala (01:30 UTC)', '2030-03-03T01:30:00Z', false],
    ['Saturday 21:30 in Douala (20:30 UTC)', '2030-03-02T20:30:00Z', false],
    ['Friday 23:00 in Douala', '2030-03-01T22:00:00Z', false],
  ])('%s → open: %s', async (_label, iso, expected) => {
    expect((await openIds(iso)).includes(douala.id)).toBe(expected);
  });

  it('reads the clock in the restaurant’s zone, not UTC (21:30 UTC is 22:30 in Douala)', async () => {
    expect(await openIds('2030-03-02T21:30:00Z')).toContain(douala.id);
  });
});
