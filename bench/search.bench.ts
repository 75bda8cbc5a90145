import { createBenchApp } from './support/bench-app';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { measure, type Measurement } from './support/measure';

interface City { id: number; latitude: number; longitude: number }

/** GET /api/restaurants/search for the queries the search page sends most, 20 clients at once. */
export async function benchSearch(database: Database): Promise<Measurement[]> {
  const app = createBenchApp(database);
  const cities = ((await database.db.execute(sql`select id, latitude::float8 as latitude, longitude::float8 as longitude from cities order by id`)) as unknown as { rows: City[] }).rows;
  const [category] = ((await database.db.execute(sql`select id from food_categories where slug = 'grillades'`)) as unknown as { rows: { id: number }[] }).rows;
  const city = (i: number) => cities[i % cities.length];
  const get = async (params: Record<string, string | number>) => {
    const url = `/api/restaurants/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
    const response = await app.request(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  return [
    await measure('search: city + "poulet"', (i) => get({ q: 'poulet', cityId: city(i).id })),
    await measure('search: typo "atieke"', () => get({ q: 'atieke' })),
    await measure('search: category + delivery', (i) => get({ categoryId: category.id, service: 'delivery', cityId: city(i).id })),
    await measure('search: open now', (i) => get({ openNow: 'true', cityId: city(i).id })),
    await measure('search: by distance', (i) => get({ lat: city(i).latitude + 0.01, lng: city(i).longitude - 0.01, sort: 'distance' })),
    await measure('search: open now, all cities', () => get({ openNow: 'true' })),
    await measure('search: "poulet" + availability', (i) => get({ q: 'poulet', cityId: city(i).id, date: '2030-03-06', time: '20:00', party: 4 })),
  ];
}
