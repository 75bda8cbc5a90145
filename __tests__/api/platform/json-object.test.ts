/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { decodeJsonRow, jsonArrayOf, jsonObject } from '@/server/db/json-object';
import { events, restaurants } from '@/server/db/schema';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const restaurantFields = { id: restaurants.id, name: restaurants.name, latitude: restaurants.latitude, ratingAverage: restaurants.ratingAverage, dietaryTags: restaurants.dietaryTags, openingHours: restaurants.openingHours, createdAt: restaurants.createdAt };

describe('rows read back from JSON (one statement instead of a query per list)', () => {
  it('decodes each field as drizzle decodes the same select: dates, numerics in number mode, arrays, JSON', async () => {
    const [selected] = await ctx.database.db.select(restaurantFields).from(restaurants).orderBy(restaurants.id).limit(1);
    const [{ json }] = await ctx.database.db.select({ json: sql<Record<string, unknown>>`${jsonObject(restaurantFields)}` }).from(restaurants).where(sql`${restaurants.id} = ${selected.id}`);
    const decoded = decodeJsonRow(restaurantFields, json);
    expect(decoded).toEqual(selected);
    expect(decoded.createdAt).toBeInstanceOf(Date);
    expect(typeof decoded.latitude).toBe('number');
  });

  it('gives an empty list, not null, when the subquery finds nothing; keeps the order asked', async () => {
    const list = (where: ReturnType<typeof sql>) =>
      ctx.database.db.execute(sql`select ${jsonArrayOf({ id: events.id, startsAt: events.startsAt }, events.startsAt, events.id)} as list from ${events} where ${where}`) as unknown as Promise<{ rows: Array<{ list: Array<{ id: number; startsAt: string }> }> }>;
    expect((await list(sql`${events.restaurantId} = 999999`)).rows[0].list).toEqual([]);
    const { rows } = await list(sql`true`);
    const starts = rows[0].list.map((event) => new Date(event.startsAt).getTime());
    expect(starts.length).toBeGreaterThan(1);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('refuses a field name that is not an identifier, and more fields than json_build_object takes', () => {
    expect(() => jsonObject({ "a'; drop table users; --": restaurants.id })).toThrow(/not a field name/);
    expect(() => jsonObject(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, restaurants.id])))).toThrow(/at most 50/);
  });
});
