/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { toSearchText } from '@/server/db/seed/search-text';
import { photoCredits } from '@/content/photo-credits';
import { DEMO_PASSWORD, demoDiners, demoPoints } from '@/server/db/seed/demo-accounts';
import { call, createTestContext, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

async function count(table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return row.n;
}

describe('demo seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const before = await count('dishes');
    await expect(seedDatabase(ctx.database.db)).resolves.toEqual({ seeded: false });
    expect(await count('dishes')).toBe(before);
  });

  it('has 6 cities with 7 restaurants each, and 12+ dishes per restaurant', async () => {
    const perCity = await rows<{ slug: string; n: number }>(sql`
      select c.slug, count(r.id)::int as n from cities c join restaurants r on r.city_id = c.id group by c.slug`);
    expect(perCity).toHaveLength(6);
    for (const city of perCity) expect(city.n).toBeGreaterThanOrEqual(7);
    const [dishes] = await rows<{ min: number }>(sql`select min(n)::int as min from (select count(*) as n from dishes group by restaurant_id) x`);
    expect(dishes.min).toBeGreaterThanOrEqual(12);
  });

  it('prices Douala in XAF and the other cities in XOF, as integers', async () => {
    const currencies = await rows<{ slug: string; currency: string }>(sql`
      select distinct c.slug, d.currency from dishes d join restaurants r on r.id = d.restaurant_id join cities c on c.id = r.city_id`);
    expect(currencies.map((row) => row.slug).sort()).toEqual(['abidjan', 'cotonou', 'dakar', 'douala', 'lome', 'ouagadougou']);
    for (const { slug, currency } of currencies) expect(currency).toBe(slug === 'douala' ? 'XAF' : 'XOF');
  });

  it('§3 restaurant images: some have no order (counts as 0)', async () => {
    expect(await rows(sql`select id from restaurant_images where "order" is null`)).not.toHaveLength(0);
  });

  it('keeps every event in the future and every rating in line with the feedbacks', async () => {
    const [past] = await rows<{ n: number }>(sql`select count(*)::int as n from events where starts_at <= now()`);
    expect(past.n).toBe(0);
    const mismatched = await rows(sql`
      select r.id from restaurants r join (select restaurant_id, count(*) as n, round(avg(rating)::numeric, 2) as a
        from restaurant_feedbacks group by restaurant_id) f on f.restaurant_id = r.id
       where r.rating_count <> f.n or r.rating_average <> f.a`);
    expect(mismatched).toHaveLength(0);
  });

  it('points only at images that ship in public/', async () => {
    const urls = await rows<{ url: string }>(sql`
      select url from restaurant_images union select thumbnail_url from restaurant_images
      union select image_url from dishes where image_url is not null union select image_url from events where image_url is not null
      union select image_url from adverts union select image_url from food_categories where image_url is not null
      union select image_url from reward_coupons where image_url is not null union select logo_url from site_settings`);
    const missing = urls.map(({ url }) => url).filter((url) => !existsSync(path.join(process.cwd(), 'public', url)));
    expect(missing).toEqual([]);
    expect(photoCredits.length).toBeGreaterThan(0);
    for (const credit of photoCredits) expect(existsSync(path.join(process.cwd(), 'public', credit.thumbnailFile))).toBe(true);
  });

  it('normalises search text: lower case, no accents, single spaces', () => {
    expect(toSearchText('Thiéboudienne', '  Le Yassa  d’Or ', null)).toBe("thieboudienne le yassa d'or");
    expect(toSearchText('Œufs pochés')).toBe('oeufs poches');
  });
});

describe('demo diner accounts', () => {
  it.each(demoDiners.map((diner) => diner.email))('%s signs in with the password README.md gives, and is already verified', async (email) => {
    const login = await call(ctx, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const me = await call(ctx, 'GET', '/api/whoAmI', { token: login.json.token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, emailVerified: true });
  });

  it.each(demoDiners.map((diner) => diner.email))('%s already has points to spend on /rewards', async (email) => {
    const login = await call(ctx, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
    const ledger = await call(ctx, 'GET', '/api/reward-points', { token: login.json.token });
    expect(ledger.status).toBe(200);
    expect(ledger.json.balance).toBe(demoPoints[email].reduce((sum, entry) => sum + entry.delta, 0));
    expect(ledger.json.balance).toBeGreaterThan(0);
  });
});
