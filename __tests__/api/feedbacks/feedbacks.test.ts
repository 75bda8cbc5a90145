/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { buildFeedbackFilter } from '@/features/reviews/api/get-feedbacks';
import { getUserStatsOf, listFeedbacks, listLatestFeedbacksWithAuthors } from '@/server/feedbacks/feedback-service';
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
let restaurantId: number;
let reviewCount: number;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
beforeAll(async () => {
  ctx = await createTestContext();
  [{ restaurantId, reviewCount }] = await rows<{ restaurantId: number; reviewCount: number }>(sql`select restaurant_id as "restaurantId", count(*)::int as "reviewCount"
    from restaurant_feedbacks group by restaurant_id order by count(*) desc limit 1`);
});
afterAll(() => ctx.close());

const feedbacks = (filter?: unknown) =>
  call(ctx, 'GET', filter === undefined ? '/api/restaurant-feedbacks' : `/api/restaurant-feedbacks?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`);
const stats = (filter: unknown) => call(ctx, 'GET', `/api/restaurant-feedbacks/userStats?filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`);

describe('GET /api/restaurant-feedbacks', () => {
  it('§7 defaults: limit 10, offset 0, order date DESC', async () => {
    expect(reviewCount).toBeGreaterThan(10);
    const res = await feedbacks({ where: { restaurantId } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ limit: 10, offset: 0, total: reviewCount });
    expect(res.json.items).toHaveLength(10);
    const dates = res.json.items.map((f: { date: string }) => f.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.json.items[0]).toMatchObject({ restaurantId, rating: expect.any(Number), date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), authorName: expect.stringMatching(/^\S+( [A-Z]\.)?$/) });
    expect(JSON.stringify(res.json)).not.toMatch(/@/);
  });

  it('§7 defaults: the restaurant page renders the same first page and authors\' figures the API answers (newest first, with criteria and total), in either language', async () => {
    const newest = await rows<{ id: string }>(sql`select id from restaurant_feedbacks where restaurant_id = ${restaurantId} order by date desc, id desc limit 2`);
    for (const { id } of newest) {
      await ctx.database.db.execute(sql`insert into restaurant_feedback_ratings (feedback_id, feedback_type_id, rating) select ${id}, id, 4 from feedback_types on conflict do nothing`);
    }
    for (const locale of ['fr', 'en'] as const) {
      const { page: rendered, authors } = await listLatestFeedbacksWithAuthors(ctx.database.db, restaurantId, 10, locale);
      expect(rendered).toEqual(await listFeedbacks(ctx.database.db, buildFeedbackFilter(restaurantId), locale));
      expect(rendered.items).toHaveLength(10);
      expect(rendered.items[0].criteria.length).toBeGreaterThan(0);
      const authorIds = [...new Set(rendered.items.map((item) => item.userId))].sort();
      expect(authors.items.map((author) => author.userId)).toEqual(authorIds);
      const answered = (await getUserStatsOf(ctx.database.db, authorIds, locale)).items;
      expect(authors.items).toEqual(authorIds.map((id) => answered.find((author) => author.userId === id)));
      expect(authors.items.some((author) => author.reviewsCount > 1)).toBe(true);
    }
    expect(await listLatestFeedbacksWithAuthors(ctx.database.db, 999_999, 10, 'fr')).toEqual({ page: { items: [], total: 0, limit: 10, offset: 0 }, authors: { items: [] } });
  });

  it('pages with limit and offset without repeating a review ("load more")', async () => {
    const first = await feedbacks({ where: { restaurantId }, limit: 4, offset: 0 });
    const second = await feedbacks({ where: { restaurantId }, limit: 4, offset: 4 });
    const ids = [...first.json.items, ...second.json.items].map((f: { id: string }) => f.id);
    expect(new Set(ids).size).toBe(8);
    const all = await feedbacks({ where: { restaurantId }, limit: 8 });
    expect(all.json.items.map((f: { id: string }) => f.id)).toEqual(ids);
  });

  it('orders as asked and filters by rating', async () => {
    const res = await feedbacks({ where: { restaurantId, rating: { gte: 4 } }, order: 'rating ASC', limit: 50 });
    const ratings = res.json.items.map((f: { rating: number }) => f.rating);
    expect(ratings).toEqual([...ratings].sort());
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
  });

  it('answers an empty page for a restaurant without reviews', async () => {
    expect((await feedbacks({ where: { restaurantId: 999_999 } })).json).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['an unknown field', { where: { userEmail: 'x' } }],
    ['a wrong type', { where: { restaurantId: 'abc' } }],
    ['a bad order', { order: 'comment DESC' }],
    ['a limit over the maximum', { limit: 500 }],
    ['an include', { include: ['user'] }],
    ['text that is not JSON', '{'],
  ])('refuses %s with 400 invalid_filter', async (_label, filter) => {
    const res = await feedbacks(filter);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_filter');
  });
});

describe('GET /api/restaurant-feedbacks/userStats', () => {
  it('answers, per distinct author, the reviews written and the average rating given — never an e-mail', async () => {
    const page = await feedbacks({ where: { restaurantId }, limit: 10 });
    const userIds = [...new Set(page.json.items.map((f: { userId: string }) => f.userId))] as string[];
    const res = await stats({ where: { userId: { inq: [...userIds, userIds[0]] } } });
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(userIds.length);
    const [expected] = await rows<{ n: number; avg: number }>(sql`select count(*)::int as n, avg(rating)::float8 as avg from restaurant_feedbacks where user_id = ${userIds[0]}`);
    const mine = res.json.items.find((s: { userId: string }) => s.userId === userIds[0]);
    expect(mine.reviewsCount).toBe(expected.n);
    expect(mine.averageRating).toBeCloseTo(expected.avg, 2);
    expect(JSON.stringify(res.json)).not.toMatch(/@|email/i);
  });

  it.each([
    ['no filter', undefined],
    ['ids that are not uuids', { where: { userId: { inq: ['1'] } } }],
    ['an unknown field', { where: { email: 'a@b.c' } }],
    ['an empty list', { where: { userId: { inq: [] } } }],
  ])('refuses %s with 400', async (_label, filter) => {
    const res = filter === undefined ? await call(ctx, 'GET', '/api/restaurant-feedbacks/userStats') : await stats(filter);
    expect(res.status).toBe(400);
  });
});
