/** @jest-environment node */
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/menus', () => {
  it('setMenu=true lists the bundles, each with a price and its dishes', async () => {
    const res = await call(ctx, 'GET', '/api/menus?setMenu=true&pageSize=50');
    expect(res.status).toBe(200);
    expect(res.json.total).toBeGreaterThan(0);
    for (const menu of res.json.items) {
      expect(menu).toMatchObject({ isSetMenu: true, price: { amount: expect.any(Number), currency: expect.any(String) }, restaurantName: expect.any(String) });
    }
    expect(res.json.items.some((m: { dishes: unknown[] }) => m.dishes.length > 0)).toBe(true);
  });

  it('filters by restaurant and city, and pages', async () => {
    const all = await call(ctx, 'GET', '/api/menus?pageSize=2');
    const { restaurantId, cityId } = all.json.items[0];
    for (const menu of (await call(ctx, 'GET', `/api/menus?restaurantId=${restaurantId}`)).json.items) expect(menu.restaurantId).toBe(restaurantId);
    for (const menu of (await call(ctx, 'GET', `/api/menus?cityId=${cityId}&setMenu=false`)).json.items) expect(menu).toMatchObject({ cityId, isSetMenu: false });
    const second = await call(ctx, 'GET', '/api/menus?limit=1&offset=1');
    expect(second.json.items[0].id).toBe(all.json.items[1].id);
  });

  it('answers an empty page when nothing matches', async () => {
    expect((await call(ctx, 'GET', '/api/menus?restaurantId=999999')).json).toMatchObject({ items: [], total: 0 });
  });

  it.each([['a bad boolean', '?setMenu=perhaps'], ['an unknown parameter', '?bundle=1'], ['a page size over the maximum', '?pageSize=51']])('refuses %s with 400', async (_label, query) => {
    expect((await call(ctx, 'GET', `/api/menus${query}`)).status).toBe(400);
  });
});
