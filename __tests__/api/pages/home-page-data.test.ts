/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createHomeListsLoader, HOME_LISTS_TTL_MS } from '@/server/page-props/home-page-data';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function addRunningAdvert(title: string) {
  await ctx.database.db.execute(sql`insert into adverts (title_fr, title_en, body_fr, body_en, image_url, position, starts_at, ends_at)
    values (${title}, ${title}, 'x', 'x', '/a.svg', 99, now() - interval '1 day', now() + interval '1 day')`);
}

describe('SPEC §2 home page: featured restaurants, current adverts and upcoming events', () => {
  it('reads the lists from the database: featured restaurants first by rating, adverts running now, upcoming events', async () => {
    const { featured, adverts, events } = await createHomeListsLoader()(ctx.deps, 'fr');
    expect(featured.items.length).toBeGreaterThan(0);
    expect(featured.items.every((restaurant) => restaurant.isFeatured)).toBe(true);
    expect(adverts.items.length).toBeGreaterThan(0);
    expect(events.items.length).toBeGreaterThan(0);
  });

  it('a server renders every diner the lists it read within the last period, then reads them again', async () => {
    let clock = 0;
    const loadHomeLists = createHomeListsLoader(HOME_LISTS_TTL_MS, () => clock);
    const titles = async () => (await loadHomeLists(ctx.deps, 'fr')).adverts.items.map((advert) => advert.title);

    expect(await titles()).not.toContain('Nouveau ce soir');
    await addRunningAdvert('Nouveau ce soir');
    clock = HOME_LISTS_TTL_MS - 1;
    expect(await titles()).not.toContain('Nouveau ce soir');
    clock = HOME_LISTS_TTL_MS;
    expect(await titles()).toContain('Nouveau ce soir');
  });

  it('keeps each language apart', async () => {
    const loadHomeLists = createHomeListsLoader();
    const [fr, en] = await Promise.all([loadHomeLists(ctx.deps, 'fr'), loadHomeLists(ctx.deps, 'en')]);
    expect(fr.adverts.items.map((advert) => advert.title)).toContain('Bienvenue sur Tablée');
    expect(en.adverts.items.map((advert) => advert.title)).toContain('Welcome to Tablée');
  });
});
