/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../support/test-app';
import { ids, rows, search } from './search-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const names = (res: { json: { items: Array<{ name: string }> } }) => res.json.items.map((item) => item.name);

describe('GET /api/restaurants/search — free text', () => {
  it('answers the summary shape of GET /restaurants with the total and page info', async () => {
    const res = await search(ctx, { q: 'poulet' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: expect.any(Number), page: 1, pageSize: 20, limit: 20, offset: 0 });
    expect(res.json.total).toBeGreaterThan(0);
    expect(res.json.items[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), cityName: expect.any(String), services: expect.any(Object) });
    expect(res.json.items[0].distanceKm).toBeUndefined();
  });

  it.each([
    ['"cafe" finds "Café"', 'cafe', /caf[ée]/i],
    ['"atieke" finds "attiéké"', 'atieke', /attiéké/i],
    ['"tieboudienne" finds thiéboudienne', 'tieboudienne', /thiéboudienne|thiéb/i],
    ['"THIEBOUDIENNE" in capitals', 'THIÉBOUDIENNE', /thiéboudienne|thiéb/i],
  ])('is accent- and typo-tolerant, the restaurants holding the word before those one typo away: %s', async (_label, q, expected) => {
    const res = await search(ctx, { q, pageSize: 50 });
    expect(res.status).toBe(200);
    expect(res.json.total).toBeGreaterThan(0);
    const ids = res.json.items.map((item: { id: number }) => item.id);
    const texts = await rows<{ id: number; text: string }>(ctx, sql`select r.id, r.name || ' ' || r.cuisine || ' ' || coalesce(string_agg(d.name, ' '), '') as text
      from restaurants r left join dishes d on d.restaurant_id = r.id where r.id = any(${`{${ids.join(',')}}`}::int[]) group by r.id`);
    expect(texts).toHaveLength(ids.length);
    const textOf = new Map(texts.map((row) => [row.id, row.text]));
    const holds = ids.map((id: number) => expected.test(textOf.get(id) ?? ''));
    expect(holds[0]).toBe(true);
    // Once a restaurant does not hold the word, none after it does.
    expect(holds.slice(holds.indexOf(false) === -1 ? holds.length : holds.indexOf(false))).not.toContain(true);
  });

  it('matches the city and restaurant names too, every word being required', async () => {
    const res = await search(ctx, { q: 'dakar thieboudienne', pageSize: 50 });
    expect(res.json.total).toBeGreaterThan(0);
    for (const item of res.json.items) expect(item.cityName).toBe('Dakar');
    const [first] = names(await search(ctx, { q: 'Yaye Fatou' }));
    expect(first).toBe('Le Thiéb de Yaye Fatou');
  });

  it('ranks by relevance by default when q is given', async () => {
    const exact = await search(ctx, { q: 'garba' });
    const typo = await search(ctx, { q: 'garba', sort: 'rating' });
    expect(exact.json.total).toBe(typo.json.total);
  });

  it('answers an empty page when nothing resembles the text', async () => {
    const res = await search(ctx, { q: 'zzqxwv' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ items: [], total: 0 });
  });

  it('probes the words GIN index of restaurants with the vocabulary matches', async () => {
    await ctx.database.db.execute(sql`analyze search_terms`);
    await ctx.database.db.execute(sql`set enable_seqscan = off`);
    const plan = await rows<Record<string, string>>(ctx, sql`explain select id from restaurants r
      where r.search_words && (select '{attieke,atieke}'::text[])`);
    await ctx.database.db.execute(sql`reset enable_seqscan`);
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('restaurants_search_words_idx');
  });

  it('returns the same items through ids()', async () => {
    const res = await search(ctx, { q: 'pizza', pageSize: 5 });
    expect(ids(res)).toHaveLength(Math.min(5, res.json.total));
  });
});
