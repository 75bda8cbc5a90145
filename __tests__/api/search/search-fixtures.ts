import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { call, type TestContext } from '../support/test-app';

export const rows = async <T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

export interface RestaurantRow { id: number; name: string; cityId: number; timeZone: string }

export async function restaurantInCity(ctx: TestContext, cityName: string, skip = 0): Promise<RestaurantRow> {
  const [row] = await rows<RestaurantRow>(ctx, sql`select r.id, r.name, r.city_id as "cityId", r.time_zone as "timeZone" from restaurants r join cities c on c.id = r.city_id
    where c.name = ${cityName} and r.offers_booking order by r.id offset ${skip} limit 1`);
  return row;
}

/** The app with a fixed clock (deps.now), for rules that depend on the time. */
export const appAt = (ctx: TestContext, iso: string): TestContext => ({ ...ctx, app: createApp({ ...ctx.deps, now: () => new Date(iso) }) });

export const search = (ctx: TestContext, params: Record<string, string | number | boolean | string[]>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return call(ctx, 'GET', `/api/restaurants/search?${query}`);
};

export const ids = (res: { json: { items: Array<{ id: number }> } }) => res.json.items.map((item) => item.id);

export async function createUser(ctx: TestContext, email: string): Promise<string> {
  const [user] = await rows<{ id: string }>(ctx, sql`insert into users (email, first_name, last_name) values (${email}, 'Test', 'User') returning id`);
  return user.id;
}
