/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/adverts', () => {
  it('lists the adverts running now (starts_at ≤ now < ends_at), by position', async () => {
    await ctx.database.db.execute(sql`insert into adverts (title_fr, title_en, body_fr, body_en, image_url, position, starts_at, ends_at)
      values ('Fini', 'Over', 'x', 'x', '/a.svg', 0, now() - interval '10 days', now() - interval '1 day'),
             ('À venir', 'Coming', 'x', 'x', '/a.svg', 0, now() + interval '1 day', now() + interval '10 days')`);
    const res = await call(ctx, 'GET', '/api/adverts');
    expect(res.status).toBe(200);
    expect(res.json.items.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const advert of res.json.items) {
      expect(new Date(advert.startsAt).getTime()).toBeLessThanOrEqual(now);
      expect(new Date(advert.endsAt).getTime()).toBeGreaterThan(now);
    }
    const positions = res.json.items.map((a: { position: number }) => a.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(res.json.items.map((a: { title: string }) => a.title)).not.toContain('Fini');
  });

  it('follows the clock: nothing runs ten years from now', async () => {
    const later = { ...ctx, app: createApp({ ...ctx.deps, now: () => new Date(Date.now() + 3650 * 86_400_000) }) };
    expect((await call(later, 'GET', '/api/adverts')).json.items).toEqual([]);
  });

  it('answers in the language asked for', async () => {
    const en = await call(ctx, 'GET', '/api/adverts', { headers: { 'accept-language': 'en-GB' } });
    expect(en.json.items.map((a: { title: string }) => a.title)).toContain('Welcome to Tablée');
  });

  it('refuses an unknown parameter with 400', async () => {
    expect((await call(ctx, 'GET', '/api/adverts?all=1')).status).toBe(400);
  });
});

describe('GET /api/adverts/{id}', () => {
  it('answers one advert', async () => {
    const [first] = (await call(ctx, 'GET', '/api/adverts')).json.items;
    const res = await call(ctx, 'GET', `/api/adverts/${first.id}?lang=fr`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: first.id, imageUrl: expect.any(String) });
  });

  it('answers 404 for an unknown advert and 400 for a bad id', async () => {
    expect((await call(ctx, 'GET', '/api/adverts/999999')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/adverts/0')).status).toBe(400);
  });
});
