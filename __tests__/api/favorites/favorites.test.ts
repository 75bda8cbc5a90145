/** @jest-environment node */
import { asc, eq } from 'drizzle-orm';
import { MAX_FAVORITES_PER_USER } from '@/contracts/favorite-contract';
import { favorites, restaurants } from '@/server/db/schema';
import { describeRace, itRace } from '../support/concurrency';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser } from '../accounts/account-fixtures';

let ctx: TestContext;
let restaurantIds: number[];
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  const rows = await ctx.deps.db.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.id)).limit(3);
  restaurantIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await ctx?.close();
});

const UNKNOWN_KEY = '00000000-0000-4000-8000-000000000000';
const list = (token?: string, lang?: string) => call(ctx, 'GET', `/api/favorites${lang ? `?lang=${lang}` : ''}`, { token });
const read = (token: string | undefined, key: string) => call(ctx, 'GET', `/api/favorites/${key}`, { token });
const add = (token: string | undefined, body: unknown) => call(ctx, 'POST', '/api/favorites', { token, body });
const remove = (token: string | undefined, key: string) => call(ctx, 'DELETE', `/api/favorites/${key}`, { token });

describe('POST /api/favorites (§4 favourites toggle: added with the restaurant id)', () => {
  it('adds a restaurant and answers 201 with the restaurant id and a generated key', async () => {
    const diner = await signUpUser(ctx);
    const res = await add(diner.token, { restaurantId: restaurantIds[0] });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: restaurantIds[0], key: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String) });
    expect((await read(diner.token, res.json.key)).json).toEqual(res.json);
  });

  it('is idempotent: adding the same restaurant again answers 200 with the same key and keeps one favourite', async () => {
    const diner = await signUpUser(ctx);
    const first = await add(diner.token, { restaurantId: restaurantIds[0] });
    const again = await add(diner.token, { restaurantId: restaurantIds[0] });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const items = (await list(diner.token)).json.items as unknown[];
    expect(items).toHaveLength(1);
  });

  it('answers 404 not_found for a restaurant that does not exist', async () => {
    const diner = await signUpUser(ctx);
    expectError(await add(diner.token, { restaurantId: 2_000_000_000 }), 404, 'not_found');
    expect((await list(diner.token)).json.items).toEqual([]);
  });

  it.each([
    ['no restaurant id', {}],
    ['a restaurant id as text', { restaurantId: '1' }],
    ['a restaurant id that is not an integer', { restaurantId: 1.5 }],
    ['a negative restaurant id', { restaurantId: -3 }],
    ['a restaurant id beyond the integer range', { restaurantId: 2_147_483_648 }],
    ['an unknown field', { restaurantId: 1, userId: UNKNOWN_KEY }],
    ['a body that is a list', [1]],
  ])('refuses %s with 400 validation_failed', async (_name, body) => {
    const diner = await signUpUser(ctx);
    expectError(await add(diner.token, body), 400, 'validation_failed');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const diner = await signUpUser(ctx);
    const res = await call(ctx, 'POST', '/api/favorites', { token: diner.token, rawBody: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ statusCode: 400, name: expect.any(String), message: expect.any(String), code: expect.any(String) });
  });

  it(`keeps at most ${MAX_FAVORITES_PER_USER} favourites per diner (409 favorite_limit_reached)`, async () => {
    const diner = await signUpUser(ctx);
    const userId = diner.session.user.id;
    const many = await restaurantsEnoughFor(MAX_FAVORITES_PER_USER + 1);
    await ctx.deps.db.insert(favorites).values(many.slice(0, MAX_FAVORITES_PER_USER).map((id) => ({ userId, restaurantId: id })));
    expectError(await add(diner.token, { restaurantId: many[MAX_FAVORITES_PER_USER] }), 409, 'favorite_limit_reached');
    // A restaurant already kept is still answered, limit or not.
    expect((await add(diner.token, { restaurantId: many[0] })).status).toBe(200);
  });
});

/** The seed holds a few dozen restaurants: copies of the first one make up the number. */
async function restaurantsEnoughFor(total: number): Promise<number[]> {
  const db = ctx.deps.db;
  const existing = await db.select({ id: restaurants.id }).from(restaurants);
  if (existing.length < total) {
    const [base] = await db.select().from(restaurants).orderBy(asc(restaurants.id)).limit(1);
    const { id: _id, searchWords: _words, weeklyOpenMinutes: _minutes, ...copy } = base;
    const missing = total - existing.length;
    await db.insert(restaurants).values(Array.from({ length: missing }, (_, i) => ({ ...copy, slug: `${copy.slug}-copy-${i}`, isFeatured: false })));
  }
  const rows = await db.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.id)).limit(total);
  return rows.map((row) => row.id);
}

describe('GET /api/favorites', () => {
  it('lists the diner’s favourites newest first, each with its restaurant card in the asked language', async () => {
    const diner = await signUpUser(ctx);
    const first = await add(diner.token, { restaurantId: restaurantIds[0] });
    const second = await add(diner.token, { restaurantId: restaurantIds[1] });
    const res = await list(diner.token, 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const items = res.json.items as Array<{ id: number; key: string; restaurant: { id: number; name: string; description: string } }>;
    expect(items.map((item) => [item.id, item.key])).toEqual([
      [restaurantIds[1], second.json.key],
      [restaurantIds[0], first.json.key],
    ]);
    for (const item of items) expect(item.restaurant).toMatchObject({ id: item.id, name: expect.any(String) });
    const [english] = await ctx.deps.db.select({ descriptionEn: restaurants.descriptionEn }).from(restaurants).where(eq(restaurants.id, restaurantIds[1]));
    expect(items[0].restaurant.description).toBe(english.descriptionEn);
  });

  it('is empty for a diner with no favourites', async () => {
    const diner = await signUpUser(ctx);
    expect((await list(diner.token)).json).toEqual({ items: [] });
  });
});

describe('DELETE /api/favorites/{key} (§4: removed by its key)', () => {
  it('removes a favourite by its key; removing it again is 404', async () => {
    const diner = await signUpUser(ctx);
    const kept = await add(diner.token, { restaurantId: restaurantIds[0] });
    const gone = await add(diner.token, { restaurantId: restaurantIds[1] });
    const res = await remove(diner.token, gone.json.key);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(((await list(diner.token)).json.items as Array<{ key: string }>).map((item) => item.key)).toEqual([kept.json.key]);
    expectError(await remove(diner.token, gone.json.key), 404, 'not_found');
    expectError(await read(diner.token, gone.json.key), 404, 'not_found');
  });

  it('after removal the restaurant can be added again, with a new key', async () => {
    const diner = await signUpUser(ctx);
    const first = await add(diner.token, { restaurantId: restaurantIds[2] });
    await remove(diner.token, first.json.key);
    const again = await add(diner.token, { restaurantId: restaurantIds[2] });
    expect(again.status).toBe(201);
    expect(again.json.key).not.toBe(first.json.key);
  });

  it('answers 400 validation_failed for a key that is not a generated key', async () => {
    const diner = await signUpUser(ctx);
    expectError(await remove(diner.token, 'not-a-key'), 400, 'validation_failed');
    expectError(await read(diner.token, '12'), 400, 'validation_failed');
  });
});

describe('§6 favourites need a signed-in diner', () => {
  it('answers 401 unauthenticated without a token or with an unknown one', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      expectError(await list(token), 401, 'unauthenticated');
      expectError(await read(token, UNKNOWN_KEY), 401, 'unauthenticated');
      expectError(await add(token, { restaurantId: restaurantIds[0] }), 401, 'unauthenticated');
      expectError(await remove(token, UNKNOWN_KEY), 401, 'unauthenticated');
    }
  });
});

describe("a second diner cannot reach the first diner's favourites", () => {
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;
  let ownerKey: string;
  beforeAll(async () => {
    owner = await signUpUser(ctx);
    other = await signUpUser(ctx);
    ownerKey = (await add(owner.token, { restaurantId: restaurantIds[0] })).json.key;
  });

  it('does not list them', async () => {
    expect((await list(other.token)).json.items).toEqual([]);
  });

  it('cannot read one by its key (404)', async () => {
    expectError(await read(other.token, ownerKey), 404, 'not_found');
  });

  it('cannot delete one (404) and it is still there', async () => {
    expectError(await remove(other.token, ownerKey), 404, 'not_found');
    expect(((await list(owner.token)).json.items as Array<{ key: string }>).map((item) => item.key)).toEqual([ownerKey]);
  });

  it('adding the same restaurant gives the second diner a favourite of their own', async () => {
    const res = await add(other.token, { restaurantId: restaurantIds[0] });
    expect(res.status).toBe(201);
    expect(res.json.key).not.toBe(ownerKey);
    expect(((await list(owner.token)).json.items as Array<{ key: string }>).map((item) => item.key)).toEqual([ownerKey]);
  });
});

describeRace('concurrent adds of one restaurant', () => {
  itRace('§4 favourites toggle: doubled taps at once keep one favourite and all answer its key', async () => {
    const diner = await signUpUser(ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(diner.token, { restaurantId: restaurantIds[1] })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json.key)).size).toBe(1);
    const rows = await ctx.deps.db.select({ id: favorites.id }).from(favorites).where(eq(favorites.userId, diner.session.user.id));
    expect(rows).toHaveLength(1);
  });
});
