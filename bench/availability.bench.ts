import { createBenchApp } from './support/bench-app';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { getPlaceRemaining } from '@/server/availability/availability-service';
import { getSearchSlots } from '@/server/availability/search-slots-service';
import { measure, type Measurement } from './support/measure';

const SAMPLE = 50;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A local date a few days ahead: always inside max_days_ahead, never in the past. */
const benchDate = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

/**
 * Confirmed bookings on the benched day for the sampled restaurants (two per table, one at 20:00
 * local), so the free-table probes have holds to look at; removed after the run.
 */
async function addBookings(database: Database, restaurantIds: number[], date: string): Promise<() => Promise<void>> {
  const [user] = rowsOf<{ id: string }>(await database.db.execute(sql`select id from users order by created_at limit 1`));
  if (!user) return async () => undefined;
  const ids = sql.join(restaurantIds.map((id) => sql`${id}`), sql`, `);
  await database.db.execute(sql`insert into reservations (user_id, restaurant_id, table_id, status, starts_at, ends_at, guests, special_request)
    select ${user.id}::uuid, t.restaurant_id, t.id, 'confirmed', s.at, s.at + interval '2 hours', least(t.max_party, 2), 'bench'
      from restaurant_tables t join restaurants r on r.id = t.restaurant_id
      cross join lateral (values ((${date}::date + time '12:30') at time zone r.time_zone), ((${date}::date + time '20:00') at time zone r.time_zone)) as s(at)
     where t.restaurant_id in (${ids})`);
  return async () => {
    await database.db.execute(sql`delete from reservations where restaurant_id in (${ids}) and special_request = 'bench'`);
  };
}

/** GET /api/restaurants/placeRemaining/{id}: one restaurant, one day, among every restaurant of the bench data. */
export async function benchAvailability(database: Database): Promise<Measurement[]> {
  const app = createBenchApp(database);
  const [{ count }] = rowsOf<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from restaurants`));
  const ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from restaurants where offers_booking order by id desc limit ${SAMPLE}`)).map((row) => row.id);
  const date = benchDate();
  const removeBookings = await addBookings(database, ids, date);
  const id = (i: number) => ids[i % ids.length];
  // A search page: 12 of the sampled restaurants, a different page each time.
  const page = (i: number) => Array.from({ length: 12 }, (_, k) => id(i * 12 + k));
  const get = async (url: string) => {
    const response = await app.request(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  try {
    return [
      await measure(`placeRemaining: 1 restaurant, 1 day (${count} restaurants), service + DB, 1 client`, async (i) => {
        await getPlaceRemaining(database.db, id(i), { minDate: date, guests: 2 + (i % 3) }, new Date());
      }, { concurrency: 1 }),
      await measure(`placeRemaining: 1 restaurant, 1 day (${count} restaurants), HTTP`, (i) => get(`/api/restaurants/placeRemaining/${id(i)}?minDate=${date}&guests=${2 + (i % 3)}`)),
      await measure('slots: a page of 12 results, 1 day, service + DB, 1 client', async (i) => {
        await getSearchSlots(database.db, { ids: page(i), date, time: '20:00', party: 2 + (i % 3) }, new Date());
      }, { concurrency: 1 }),
      await measure('slots: a page of 12 results, 1 day, HTTP', (i) => get(`/api/restaurants/slots?ids=${page(i).join(',')}&date=${date}&time=20:00&party=${2 + (i % 3)}`)),
      await measure('placeRemaining: 1 restaurant, 7 days, HTTP', (i) => get(`/api/restaurants/placeRemaining/${id(i)}?minDate=${date}&maxDate=${new Date(Date.parse(date) + 6 * 86_400_000).toISOString().slice(0, 10)}`)),
    ];
  } finally {
    await removeBookings();
  }
}
