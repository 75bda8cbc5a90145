/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
let restaurantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const result = (await ctx.database.db.execute(sql`select e.restaurant_id as id from events e order by e.id limit 1`)) as unknown as { rows: { id: number }[] };
  restaurantId = result.rows[0].id;
});
afterAll(() => ctx.close());

const data = (id: number | string, query = '') => call(ctx, 'GET', `/api/restaurants/data/${id}${query}`);

describe('GET /api/restaurants/data/{id}', () => {
  it('answers the full restaurant: place, hours, services, policy, menus with dishes, events, rating summary', async () => {
    const res = await data(restaurantId);
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body).toMatchObject({
      id: restaurantId,
      address: expect.any(String),
      cityName: expect.any(String),
      coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
      timeZone: expect.stringMatching(/^Africa\//),
      services: { booking: expect.any(Boolean), takeAway: expect.any(Boolean), delivery: expect.any(Boolean) },
      bookingPolicy: { slotMinutes: expect.any(Number), freeCancellationHours: expect.any(Number) },
      deliveryFee: { amount: expect.any(Number), currency: body.currency },
      event: null,
    });
    expect(body.phone).toMatch(/^\+\d{8,15}$/);
    expect(body.openingHours[0]).toMatchObject({ day: expect.any(Number), opens: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(body.menus.length).toBeGreaterThan(0);
    const dish = body.menus[0].dishes[0];
    expect(dish).toMatchObject({ price: { amount: expect.any(Number), currency: body.currency }, course: expect.any(String), allergens: expect.any(Array), isAvailable: expect.any(Boolean) });
    expect(body.menus.flatMap((m: { dishes: Array<{ optionGroups: unknown[] }> }) => m.dishes).some((d: { optionGroups: unknown[] }) => d.optionGroups.length > 0)).toBe(true);
    expect(body.upcomingEvents.length).toBeGreaterThan(0);
    const { distribution } = body.rating;
    expect(Object.keys(distribution)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('§3 images: sorted ascending by order, a missing order counting as 0', async () => {
    await ctx.database.db.execute(sql`update restaurant_images set "order" = case when id % 3 = 0 then null when id % 3 = 1 then 2 else -1 end where restaurant_id = ${restaurantId}`);
    const { images, coverImage } = (await data(restaurantId)).json;
    expect(images.length).toBeGreaterThan(1);
    const keys = images.map((image: { order: number | null }) => image.order ?? 0);
    expect(keys).toEqual([...keys].sort((a: number, b: number) => a - b));
    expect(coverImage.id).toBe(images[0].id);
  });

  it('§3 rating summary: the reviews per star are counted from the restaurant\'s own reviews', async () => {
    const counts = (await ctx.database.db.execute(sql`select rating, count(*)::int as count from restaurant_feedbacks where restaurant_id = ${restaurantId} group by rating`)) as unknown as { rows: { rating: number; count: number }[] };
    const expected = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<number, number>;
    for (const { rating, count } of counts.rows) expected[rating] = count;
    expect(counts.rows.length).toBeGreaterThan(0);
    expect((await data(restaurantId)).json.rating.distribution).toEqual({ 1: expected[1], 2: expected[2], 3: expected[3], 4: expected[4], 5: expected[5] });
  });

  it('§3 categories: the restaurant\'s own, in the catalogue\'s order, named in the language asked for', async () => {
    const rows = (await ctx.database.db.execute(sql`select fc.id, fc.name_fr, fc.name_en from restaurant_categories rc join food_categories fc on fc.id = rc.category_id
      where rc.restaurant_id = ${restaurantId} order by fc.position, fc.id`)) as unknown as { rows: { id: number; name_fr: string; name_en: string }[] };
    expect(rows.rows.length).toBeGreaterThan(0);
    const fr = (await data(restaurantId, '?lang=fr')).json.categories as Array<{ id: number; name: string }>;
    const en = (await data(restaurantId, '?lang=en')).json.categories as Array<{ id: number; name: string }>;
    expect(fr.map((category) => [category.id, category.name])).toEqual(rows.rows.map((row) => [row.id, row.name_fr]));
    expect(en.map((category) => category.name)).toEqual(rows.rows.map((row) => row.name_en));
  });

  it('answers the same restaurant again and at once on every pooled connection, and a change shows on the next read (its queries run as named statements)', async () => {
    const first = (await data(restaurantId)).json;
    const together = await Promise.all(Array.from({ length: 12 }, () => data(restaurantId)));
    for (const res of together) expect(res.json).toEqual(first);
    const [menu] = first.menus as Array<{ dishes: Array<{ id: number; name: string }> }>;
    const dish = menu.dishes[0];
    await ctx.database.db.execute(sql`update dishes set name = ${`${dish.name} (renamed)`} where id = ${dish.id}`);
    const renamed = (await data(restaurantId)).json.menus[0].dishes.find((d: { id: number }) => d.id === dish.id);
    expect(renamed.name).toBe(`${dish.name} (renamed)`);
    await ctx.database.db.execute(sql`update dishes set name = ${dish.name} where id = ${dish.id}`);
  });

  it('upcoming events: an event that has ended is no longer shown', async () => {
    const before = (await data(restaurantId)).json.upcomingEvents as Array<{ id: number }>;
    expect(before.length).toBeGreaterThan(0);
    const ended = before[0].id;
    const times = (await ctx.database.db.execute(sql`select starts_at, ends_at from events where id = ${ended}`)) as unknown as { rows: { starts_at: string; ends_at: string }[] };
    await ctx.database.db.execute(sql`update events set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' where id = ${ended}`);
    const after = (await data(restaurantId)).json.upcomingEvents as Array<{ id: number }>;
    expect(after.map((event) => event.id)).not.toContain(ended);
    expect(after.slice(0, before.length - 1).map((event) => event.id)).toEqual(before.filter((event) => event.id !== ended).map((event) => event.id));
    const [{ starts_at: startsAt, ends_at: endsAt }] = times.rows;
    await ctx.database.db.execute(sql`update events set starts_at = ${startsAt}, ends_at = ${endsAt} where id = ${ended}`);
  });

  it('answers in the language asked for', async () => {
    const fr = (await data(restaurantId, '?lang=fr')).json;
    const en = (await data(restaurantId, '?lang=en')).json;
    expect(fr.description).not.toBe(en.description);
  });

  it('with eventId shows that event and its menus', async () => {
    const result = (await ctx.database.db.execute(sql`select id from events where restaurant_id = ${restaurantId} order by id limit 1`)) as unknown as { rows: { id: number }[] };
    const eventId = result.rows[0].id;
    const res = await data(restaurantId, `?eventId=${eventId}`);
    expect(res.status).toBe(200);
    expect(res.json.event).toMatchObject({ id: eventId, restaurantId });
  });

  it('answers 404 not_found for an unknown restaurant or an event of another restaurant', async () => {
    const unknown = await data(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    const result = (await ctx.database.db.execute(sql`select id from events where restaurant_id <> ${restaurantId} limit 1`)) as unknown as { rows: { id: number }[] };
    expect((await data(restaurantId, `?eventId=${result.rows[0].id}`)).status).toBe(404);
  });

  it.each([['a non-numeric id', 'abc', ''], ['a bad eventId', String(1), '?eventId=x'], ['an unknown parameter', '1', '?foo=1']])('refuses %s with 400', async (_label, id, query) => {
    expect((await data(id, query)).status).toBe(400);
  });
});
