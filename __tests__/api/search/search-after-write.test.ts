/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { openDatabase, type Database } from '@/server/db/client';
import { toSearchText } from '@/server/db/seed/search-text';
import { createTestContext, type TestContext } from '../support/test-app';
import { ids, restaurantInCity, search } from './search-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Renames a restaurant as a writer of the catalogue does: the name, and search_text rebuilt from its fields and dishes. */
async function rename(db: Database['db'], id: number, name: string) {
  const [row] = ((await db.execute(sql`select r.cuisine, r.district, c.name as city,
      coalesce((select array_agg(d.name order by d.id) from dishes d where d.restaurant_id = r.id), '{}') as dishes
      from restaurants r join cities c on c.id = r.city_id where r.id = ${id}`)) as unknown as { rows: Array<{ cuisine: string; district: string; city: string; dishes: string[] }> }).rows;
  await db.execute(sql`update restaurants set name = ${name}, search_text = ${toSearchText(name, row.cuisine, row.city, row.district, ...row.dishes)} where id = ${id}`);
}

async function addDish(id: number, name: string) {
  await ctx.database.db.execute(sql`insert into dishes (restaurant_id, menu_id, category_id, name, description_fr, description_en, course, price_amount, currency, search_text)
    select restaurant_id, menu_id, category_id, ${name}, description_fr, description_en, course, price_amount, currency, ${toSearchText(name)}
      from dishes where restaurant_id = ${id} order by id limit 1`);
  await ctx.database.db.execute(sql`update restaurants set search_text = search_text || ' ' || ${toSearchText(name)} where id = ${id}`);
}

describe('GET /api/restaurants/search — a write is seen by the next search', () => {
  it('finds a renamed restaurant under its new name, and no longer under the words it lost', async () => {
    const { id } = await restaurantInCity(ctx, 'Abidjan');
    expect((await search(ctx, { q: 'zanzibar' })).json).toMatchObject({ items: [], total: 0 });

    await rename(ctx.database.db, id, 'Le Zanzibar Doré');

    const found = await search(ctx, { q: 'zanzibar' });
    expect(ids(found)).toEqual([id]);
    expect(found.json.items[0].name).toBe('Le Zanzibar Doré');
    expect(ids(await search(ctx, { q: 'zanzibr' }))).toEqual([id]);

    await rename(ctx.database.db, id, 'Le Kalahari');

    expect((await search(ctx, { q: 'zanzibar' })).json).toMatchObject({ items: [], total: 0 });
    expect(ids(await search(ctx, { q: 'kalahari' }))).toEqual([id]);
  });

  it('finds a restaurant by a dish added to its menu', async () => {
    const { id } = await restaurantInCity(ctx, 'Dakar');
    expect((await search(ctx, { q: 'kondre' })).json.total).toBe(0);

    await addDish(id, 'Kondré de capitaine');

    expect(ids(await search(ctx, { q: 'kondre' }))).toEqual([id]);
    expect(ids(await search(ctx, { q: 'kondre', cityId: (await restaurantInCity(ctx, 'Dakar')).cityId }))).toEqual([id]);
  });

  it('orders equally relevant restaurants by their rating as it is now', async () => {
    const first = await restaurantInCity(ctx, 'Dakar', 1);
    const second = await restaurantInCity(ctx, 'Dakar', 2);
    await rename(ctx.database.db, first.id, 'Kilimandjaro Nord');
    await rename(ctx.database.db, second.id, 'Kilimandjaro Sud');
    await ctx.database.db.execute(sql`update restaurants set rating_average = 4.5 where id = ${first.id}`);
    await ctx.database.db.execute(sql`update restaurants set rating_average = 3.5 where id = ${second.id}`);
    expect(ids(await search(ctx, { q: 'kilimandjaro' }))).toEqual([first.id, second.id]);

    await ctx.database.db.execute(sql`update restaurants set rating_average = 4.9 where id = ${second.id}`);

    expect(ids(await search(ctx, { q: 'kilimandjaro' }))).toEqual([second.id, first.id]);
  });
});

/** Several app instances share one database only on PostgreSQL (PGlite has one owner). */
const describeOnPostgres: jest.Describe = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('GET /api/restaurants/search — across app instances', () => {
  let other: Database;
  beforeAll(async () => {
    if (!ctx.databaseUrl) throw new Error('the PostgreSQL test context has no database URL');
    other = await openDatabase({ databaseUrl: ctx.databaseUrl, maxConnections: 2 });
  });
  afterAll(() => other.close());

  it('finds a restaurant renamed through another instance at once', async () => {
    const { id } = await restaurantInCity(ctx, 'Abidjan', 1);
    expect((await search(ctx, { q: 'tombouctou' })).json.total).toBe(0);
    const elsewhere = createApp({ ...ctx.deps, db: other.db });
    const searchElsewhere = async (q: string) => (await (await elsewhere.request(`/api/restaurants/search?q=${q}`)).json()) as { items: Array<{ id: number }> };
    expect((await searchElsewhere('tombouctou')).items).toEqual([]);

    await rename(other.db, id, 'Le Tombouctou');

    expect(ids(await search(ctx, { q: 'tombouctou' }))).toEqual([id]);
    await rename(ctx.database.db, id, 'Le Sahel Bleu de Tombouctou');
    expect((await searchElsewhere('tombouctou')).items.map((item) => item.id)).toEqual([id]);
  });
});
