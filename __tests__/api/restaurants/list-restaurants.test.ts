/** @jest-environment node */
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = (filter?: unknown) =>
  call(ctx, 'GET', filter === undefined ? '/api/restaurants' : `/api/restaurants?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`);

describe('GET /api/restaurants', () => {
  it('lists seeded restaurants with a cover image, 20 by default', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(20);
    expect(res.json.items[0]).toMatchObject({ name: expect.any(String), cityName: expect.any(String), coverImage: expect.objectContaining({ url: expect.any(String) }) });
  });

  it('filters with where on whitelisted fields, orders and pages', async () => {
    const { json: staticData } = await call(ctx, 'GET', '/api/staticData');
    const dakar = staticData.cities.find((c: { name: string }) => c.name === 'Dakar');
    const page1 = await list({ where: { cityId: dakar.id }, order: 'name ASC', limit: 3 });
    const page2 = await list({ where: { cityId: dakar.id }, order: 'name ASC', limit: 3, offset: 3 });
    expect(page1.json.items).toHaveLength(3);
    for (const r of [...page1.json.items, ...page2.json.items]) expect(r.cityName).toBe('Dakar');
    const names = page1.json.items.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(page2.json.items[0].name).not.toBe(page1.json.items[0].name);
  });

  it('supports operators: inq, gte and boolean fields', async () => {
    const res = await list({ where: { priceLevel: { inq: [1, 2] }, offersDelivery: true, ratingAverage: { gte: 3 } }, limit: 100 });
    expect(res.status).toBe(200);
    expect(res.json.items.length).toBeGreaterThan(0);
    for (const r of res.json.items) {
      expect([1, 2]).toContain(r.priceLevel);
      expect(r.services.delivery).toBe(true);
      expect(r.ratingAverage).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await list({ where: { id: 2_000_000_000 } });
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([]);
  });

  it('§3 images: sorted ascending by order, a missing order counting as 0', async () => {
    const res = await list({ include: ['images'], limit: 100 });
    const withNull = res.json.items.filter((r: { images: Array<{ order: number | null }> }) => r.images.some((i) => i.order === null));
    expect(withNull.length).toBeGreaterThan(0);
    for (const r of res.json.items) {
      const keys = r.images.map((i: { order: number | null }) => i.order ?? 0);
      expect(keys).toEqual([...keys].sort((a: number, b: number) => a - b));
      expect(r.coverImage?.id).toBe(r.images[0]?.id);
    }
  });

  it.each([
    ['an unknown field', { where: { password: 'x' } }],
    ['an unknown relation', { include: ['owner'] }],
    ['an unknown top-level key', { fields: ['name'] }],
    ['a value of the wrong type', { where: { cityId: 'Dakar' } }],
    ['an unknown operator', { where: { cityId: { regexp: '.*' } } }],
    ['an order on an unknown field', { order: 'password DESC' }],
    ['a bad order direction', { order: 'name SIDEWAYS' }],
    ['a limit over the maximum', { limit: 1000 }],
    ['a negative offset', { offset: -1 }],
    ['text that is not JSON', '{where:'],
  ])('refuses %s with 400 invalid_filter', async (_label, filter) => {
    const res = await list(filter);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ statusCode: 400, code: 'invalid_filter' });
  });
});
