/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = (query: string) => call(ctx, 'GET', `/api/dishes${query}`);

describe('GET /api/dishes', () => {
  it('lists dishes across restaurants, paged, with their restaurant name and money', async () => {
    const res = await list('?pageSize=5');
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(5);
    expect(res.json.total).toBeGreaterThan(5);
    expect(res.json.items[0]).toMatchObject({ restaurantName: expect.any(String), price: { amount: expect.any(Number), currency: expect.stringMatching(/^X[OA]F$/) } });
  });

  it('filters by restaurant, by event and by food category', async () => {
    const [{ restaurantId, eventId, categoryId }] = await rows<{ restaurantId: number; eventId: number; categoryId: number }>(sql`
      select d.restaurant_id as "restaurantId", ed.event_id as "eventId", (select category_id from dishes where category_id is not null limit 1) as "categoryId"
        from event_dishes ed join dishes d on d.id = ed.dish_id limit 1`);
    for (const item of (await list(`?restaurantId=${restaurantId}&pageSize=50`)).json.items) expect(item.restaurantId).toBe(restaurantId);
    const eventDishes = await rows<{ dishId: number }>(sql`select dish_id as "dishId" from event_dishes where event_id = ${eventId}`);
    const byEvent = await list(`?eventId=${eventId}&pageSize=50`);
    expect(byEvent.json.items.map((d: { id: number }) => d.id).sort()).toEqual(eventDishes.map((d) => d.dishId).sort());
    for (const item of (await list(`?categoryId=${categoryId}&pageSize=50`)).json.items) expect(item.categoryId).toBe(categoryId);
  });

  it('matches text, typo-tolerant', async () => {
    const res = await list('?q=atieke&pageSize=50');
    expect(res.json.total).toBeGreaterThan(0);
    for (const item of res.json.items) expect(`${item.name} ${item.restaurantName}`).toMatch(/attiéké/i);
  });

  it('answers an empty page when nothing matches', async () => {
    expect((await list('?restaurantId=999999')).json).toMatchObject({ items: [], total: 0 });
  });

  it.each([['an unknown parameter', '?colour=red'], ['a page size over the maximum', '?pageSize=100'], ['a wrong type', '?eventId=abc']])('refuses %s with 400', async (_label, query) => {
    expect((await list(query)).status).toBe(400);
  });
});

describe('GET /api/dishes/{id}', () => {
  it('answers options, allergens, restaurant and the portions left today (restaurant’s time zone)', async () => {
    const [dish] = await rows<{ id: number; dailyStock: number; timeZone: string }>(sql`select d.id, d.daily_stock as "dailyStock", r.time_zone as "timeZone" from dishes d
      join restaurants r on r.id = d.restaurant_id where d.daily_stock is not null and exists (select 1 from dish_option_groups g where g.dish_id = d.id) order by d.id limit 1`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: dish.timeZone }).format(new Date());
    await ctx.database.db.execute(sql`insert into dish_daily_stock (dish_id, service_date, capacity, taken) values (${dish.id}, ${today}, ${dish.dailyStock}, 3)`);
    await ctx.database.db.execute(sql`insert into dish_daily_stock (dish_id, service_date, capacity, taken) values (${dish.id}, '2001-01-01', ${dish.dailyStock}, 7)`);
    const res = await call(ctx, 'GET', `/api/dishes/${dish.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: dish.id, dailyStock: dish.dailyStock, serviceDate: today, remainingToday: dish.dailyStock - 3, restaurant: { timeZone: dish.timeZone } });
    expect(res.json.optionGroups[0].options[0]).toMatchObject({ name: expect.any(String), price: { currency: res.json.price.currency } });
    expect(res.json.allergens).toEqual(expect.any(Array));
  });

  it('answers remainingToday null for a dish without daily stock', async () => {
    const [dish] = await rows<{ id: number }>(sql`select id from dishes where daily_stock is null limit 1`);
    expect((await call(ctx, 'GET', `/api/dishes/${dish.id}`)).json.remainingToday).toBeNull();
  });

  it('answers 404 for an unknown dish and 400 for a bad id', async () => {
    expect((await call(ctx, 'GET', '/api/dishes/999999')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/dishes/x')).status).toBe(400);
  });
});
