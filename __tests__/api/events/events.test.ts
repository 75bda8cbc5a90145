/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
let event: { id: number; restaurantId: number; startsAt: Date };
beforeAll(async () => {
  ctx = await createTestContext();
  const result = (await ctx.database.db.execute(sql`select e.id, e.restaurant_id as "restaurantId", e.starts_at as "startsAt" from events e
    where exists (select 1 from event_menus m where m.event_id = e.id) order by e.id limit 1`)) as unknown as { rows: Array<typeof event> };
  event = result.rows[0];
});
afterAll(() => ctx.close());

const one = (filter: unknown) => call(ctx, 'GET', `/api/manager/events/one?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`);

describe('GET /api/manager/events/{id}', () => {
  it('§3 Event: id, restaurantId, dishes each with a nested dish, menus each with menuId', async () => {
    const res = await call(ctx, 'GET', `/api/manager/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: event.id, restaurantId: event.restaurantId, title: expect.any(String), price: { amount: expect.any(Number), currency: expect.any(String) } });
    expect(res.json.dishes.length).toBeGreaterThan(0);
    expect(res.json.dishes[0]).toMatchObject({ eventId: event.id, dishId: expect.any(Number), dish: { id: res.json.dishes[0].dishId, name: expect.any(String) } });
    expect(res.json.menus[0]).toMatchObject({ eventId: event.id, menuId: expect.any(Number), menu: { id: res.json.menus[0].menuId } });
  });

  it('answers 404 for an unknown event and 400 for a bad id', async () => {
    expect((await call(ctx, 'GET', '/api/manager/events/999999')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/manager/events/abc')).status).toBe(400);
  });
});

describe('GET /api/manager/events/one', () => {
  it('answers the first match of a filter, with only the relations asked for', async () => {
    const res = await one({ where: { id: event.id }, include: ['dishes'] });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(event.id);
    expect(res.json.dishes.length).toBeGreaterThan(0);
    expect(res.json.menus).toBeUndefined();
    const withMenus = await one({ where: { restaurantId: event.restaurantId }, include: [{ relation: 'menus' }, 'dishes'] });
    expect(withMenus.json.menus).toEqual(expect.any(Array));
  });

  it('filters on startsAt ranges', async () => {
    const startsAt = new Date(event.startsAt).toISOString();
    const res = await one({ where: { restaurantId: event.restaurantId, startsAt: { gte: startsAt } }, order: 'startsAt ASC' });
    expect(res.status).toBe(200);
    expect(new Date(res.json.startsAt).getTime()).toBeGreaterThanOrEqual(new Date(startsAt).getTime());
  });

  it('answers 404 when nothing matches', async () => {
    expect((await one({ where: { id: 999_999 } })).status).toBe(404);
  });

  it.each([
    ['an unknown field', { where: { title: 'x' } }],
    ['an unknown relation', { include: ['guests'] }],
    ['a wrong type', { where: { startsAt: 'soon' } }],
    ['a bad order', { order: 'title ASC' }],
    ['text that is not JSON', '{where'],
  ])('refuses %s with 400 invalid_filter', async (_label, filter) => {
    const res = await one(filter);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_filter');
  });
});

describe('GET /api/restaurants/menu/{eventId}', () => {
  it('answers the event’s menus and its dishes with the event stock', async () => {
    const res = await call(ctx, 'GET', `/api/restaurants/menu/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ eventId: event.id, restaurantId: event.restaurantId });
    expect(res.json.menus.length).toBeGreaterThan(0);
    expect(res.json.dishes[0]).toMatchObject({ stock: expect.any(Number), dish: { price: { amount: expect.any(Number) } } });
  });

  it('answers 404 for an unknown event and 400 for a bad id', async () => {
    expect((await call(ctx, 'GET', '/api/restaurants/menu/999999')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/restaurants/menu/-1')).status).toBe(400);
  });
});

describe('GET /api/events', () => {
  it('lists events not over yet, soonest first, paged', async () => {
    const res = await call(ctx, 'GET', '/api/events?pageSize=50');
    expect(res.status).toBe(200);
    expect(res.json.total).toBeGreaterThan(0);
    const starts = res.json.items.map((e: { startsAt: string }) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const item of res.json.items) expect(new Date(item.endsAt).getTime()).toBeGreaterThan(Date.now());
    const page2 = await call(ctx, 'GET', '/api/events?pageSize=1&page=2');
    expect(page2.json.items[0]?.id).toBe(res.json.items[1]?.id);
  });

  it('filters by restaurant and by city', async () => {
    const byRestaurant = await call(ctx, 'GET', `/api/events?restaurantId=${event.restaurantId}`);
    expect(byRestaurant.json.items.length).toBeGreaterThan(0);
    for (const item of byRestaurant.json.items) expect(item.restaurantId).toBe(event.restaurantId);
    const cityId = byRestaurant.json.items[0].cityId;
    const byCity = await call(ctx, 'GET', `/api/events?cityId=${cityId}`);
    expect(byCity.json.items.length).toBeGreaterThan(0);
    for (const item of byCity.json.items) expect(item.cityId).toBe(cityId);
  });

  it('answers an empty page when nothing is coming', async () => {
    const res = await call(ctx, 'GET', '/api/events?restaurantId=999999');
    expect(res.json).toMatchObject({ items: [], total: 0 });
  });

  it.each([['an unknown parameter', '?when=soon'], ['a page size over the maximum', '?pageSize=51'], ['a wrong type', '?cityId=x']])('refuses %s with 400', async (_label, query) => {
    expect((await call(ctx, 'GET', `/api/events${query}`)).status).toBe(400);
  });
});
