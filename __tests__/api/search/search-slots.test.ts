/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import type { Queryable } from '@/server/db/client';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser } from '../accounts/account-fixtures';
import { appAt, create, instantOf, localDateIn, prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';

// SPEC §7 (availability calls): the times a search card offers are the ones the booking offers.
const ABIDJAN = 'Africa/Abidjan';
const SAO_PAULO = 'America/Sao_Paulo';
const OPEN_EVERY_DAY = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '12:00', closes: '23:00' })));

interface Slot {
  time: string;
  startsAt: string;
  freeTables: number;
  isAvailable: boolean;
}

let ctx: TestContext;
let free: BookingRestaurant;
let otherZone: BookingRestaurant;
let closed: BookingRestaurant;
let booked: BookingRestaurant;
let date: string;

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
const slotsOf = (c: TestContext, ids: number[], time: string, party = 2, day = date) => call(c, 'GET', `/api/restaurants/slots?${query({ ids: ids.join(','), date: day, time, party })}`);
const placeRemaining = (c: TestContext, id: number, guests: number, day = date) => call(c, 'GET', `/api/restaurants/placeRemaining/${id}?${query({ minDate: day, guests })}`);

/** What the booking offers that day, cut to the search's window the way a card shows it (five nearest, in time order). */
async function bookingFlowWindow(c: TestContext, id: number, time: string, guests: number): Promise<Slot[]> {
  const [day] = (await placeRemaining(c, id, guests)).json.days as { slots: Slot[] }[];
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const asked = minutes(time);
  const inWindow = day.slots.filter((slot) => slot.isAvailable && minutes(slot.time) >= asked - 30 && minutes(slot.time) <= asked + 60);
  return inWindow
    .sort((a, b) => Math.abs(minutes(a.time) - asked) - Math.abs(minutes(b.time) - asked) || a.time.localeCompare(b.time))
    .slice(0, 5)
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** The same app, over a database handle that counts the SQL statements the request sends. */
function countingApp(c: TestContext): { app: TestContext; count: () => number } {
  let statements = 0;
  const db = new Proxy(c.deps.db as Queryable, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'execute' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        statements += 1;
        return value.apply(target, args);
      };
    },
  });
  return { app: { ...c, app: createApp({ ...c.deps, db: db as typeof c.deps.db }) }, count: () => statements };
}

beforeAll(async () => {
  ctx = await createTestContext();
  free = await prepareRestaurant(ctx, ABIDJAN, 0);
  otherZone = await prepareRestaurant(ctx, SAO_PAULO, 1);
  closed = await prepareRestaurant(ctx, ABIDJAN, 2);
  booked = await prepareRestaurant(ctx, ABIDJAN, 3);
  date = localDateIn(ABIDJAN, 3);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const otherDays = JSON.stringify([0, 1, 2, 3, 4, 5, 6].filter((day) => day !== weekday).map((day) => ({ day, opens: '12:00', closes: '23:00' })));
  await ctx.database.db.execute(sql`update restaurants set opening_hours = ${otherDays}::jsonb where id = ${closed.id}`);
}, 60_000);
afterAll(async () => {
  await ctx.database.db.execute(sql`update restaurants set opening_hours = ${OPEN_EVERY_DAY}::jsonb where id = ${closed.id}`);
  await ctx.close();
});
afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id in (${free.id}, ${otherZone.id}, ${closed.id}, ${booked.id})`));

describe('GET /api/restaurants/slots (search results: bookable times around the asked one)', () => {
  it('offers, for a page of restaurants, exactly the free times the booking flow offers in the window, each in its own zone', async () => {
    const user = await signUpUser(ctx);
    // A draft at 19:00 holds the only table of `booked` over 17:30–20:30 (two-hour turns).
    expect((await create(ctx, user.token, { restaurantId: booked.id, startsAt: await instantOf(ctx, date, '19:00', ABIDJAN), guests: 2 })).status).toBe(201);
    const res = await slotsOf(ctx, [free.id, otherZone.id, closed.id, booked.id], '19:30');
    expect(res.status).toBe(200);
    expect(res.json.items.map((item: { restaurantId: number }) => item.restaurantId)).toEqual([free.id, otherZone.id, closed.id, booked.id]);
    for (const item of res.json.items as { restaurantId: number; slots: Slot[] }[]) {
      expect(item.slots).toEqual(await bookingFlowWindow(ctx, item.restaurantId, '19:30', 2));
    }
    const [first, second, third, fourth] = res.json.items;
    expect(first.slots.map((slot: Slot) => slot.time)).toEqual(['19:00', '19:30', '20:00', '20:30']);
    expect(first).toMatchObject({ timeZone: ABIDJAN, isOpen: true, offersBooking: true, nextFree: null });
    expect(second.timeZone).toBe(SAO_PAULO);
    expect(second.slots[0]).toMatchObject({ time: '19:00', startsAt: await instantOf(ctx, date, '19:00', SAO_PAULO) });
    expect(third).toMatchObject({ isOpen: false, slots: [], nextFree: null });
    expect(fourth).toMatchObject({ isOpen: true, slots: [], nextFree: { time: '21:00', startsAt: await instantOf(ctx, date, '21:00', ABIDJAN), isAvailable: true } });
  });

  it('a draft holds its table only for its hold: once expired the times are free again, as in the booking', async () => {
    const user = await signUpUser(ctx);
    expect((await create(ctx, user.token, { restaurantId: booked.id, startsAt: await instantOf(ctx, date, '19:00', ABIDJAN), guests: 2 })).status).toBe(201);
    const later = appAt(ctx, new Date(Date.now() + 16 * 60_000));
    const [item] = (await slotsOf(later, [booked.id], '19:30')).json.items;
    expect(item.slots.map((slot: Slot) => slot.time)).toEqual(['19:00', '19:30', '20:00', '20:30']);
    expect(item.slots).toEqual(await bookingFlowWindow(later, booked.id, '19:30', 2));
  });

  it('shows at most five times, the nearest to the asked one, with quarter-hour slots', async () => {
    await ctx.database.db.execute(sql`update restaurants set slot_minutes = 15 where id = ${free.id}`);
    try {
      const [item] = (await slotsOf(ctx, [free.id], '19:30')).json.items;
      expect(item.slots.map((slot: Slot) => slot.time)).toEqual(['19:00', '19:15', '19:30', '19:45', '20:00']);
      expect(item.slots).toEqual(await bookingFlowWindow(ctx, free.id, '19:30', 2));
    } finally {
      await ctx.database.db.execute(sql`update restaurants set slot_minutes = 30 where id = ${free.id}`);
    }
  });

  it('never offers a time whose table turn ends after closing, nor one past the last slot of the day', async () => {
    const [item] = (await slotsOf(ctx, [free.id], '21:00')).json.items;
    // Closing at 23:00 with two-hour turns: 21:00 is the last slot.
    expect(item.slots.map((slot: Slot) => slot.time)).toEqual(['20:30', '21:00']);
    expect(item.slots).toEqual(await bookingFlowWindow(ctx, free.id, '21:00', 2));
  });

  it('a party larger than any table gets no time, like the booking; above the online maximum too', async () => {
    const res = await slotsOf(ctx, [free.id, booked.id], '19:30', 6);
    expect(res.json.items).toEqual([expect.objectContaining({ slots: [], nextFree: null }), expect.objectContaining({ slots: [], nextFree: null })]);
    expect(await bookingFlowWindow(ctx, free.id, '19:30', 6)).toEqual([]);
    expect((await slotsOf(ctx, [free.id], '19:30', 30)).json.items[0].slots).toEqual([]);
  });

  it('offers nothing on a day beyond the booking horizon, nor before the minimum notice', async () => {
    const far = localDateIn(ABIDJAN, 40);
    expect((await slotsOf(ctx, [free.id], '19:30', 2, far)).json.items[0].slots).toEqual([]);
    const now = await instantOf(ctx, date, '18:40', ABIDJAN);
    const [item] = (await slotsOf(appAt(ctx, now), [free.id], '19:30')).json.items;
    // 60 minutes of notice from 18:40: 19:00 and 19:30 are too soon.
    expect(item.slots.map((slot: Slot) => slot.time)).toEqual(['20:00', '20:30']);
  });

  it('answers a whole page in two SQL statements, whatever the number of restaurants', async () => {
    const one = countingApp(ctx);
    await slotsOf(one.app, [free.id], '19:30');
    const many = countingApp(ctx);
    const res = await slotsOf(many.app, [free.id, otherZone.id, closed.id, booked.id], '19:30');
    expect(res.status).toBe(200);
    expect(many.count()).toBe(one.count());
    expect(many.count()).toBe(2);
  });

  it('leaves unknown restaurants out and refuses bad input with a 400', async () => {
    expect((await slotsOf(ctx, [99_999_999, free.id], '19:30')).json.items.map((item: { restaurantId: number }) => item.restaurantId)).toEqual([free.id]);
    const ids21 = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
    expectError(await call(ctx, 'GET', `/api/restaurants/slots?${query({ ids: ids21, date, time: '19:30', party: 2 })}`), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', `/api/restaurants/slots?${query({ ids: 'abc', date, time: '19:30', party: 2 })}`), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', `/api/restaurants/slots?${query({ ids: free.id, date: 'tomorrow', time: '19:30', party: 2 })}`), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', `/api/restaurants/slots?${query({ ids: free.id, date, time: '25:00', party: 2 })}`), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', `/api/restaurants/slots?${query({ ids: free.id, date, time: '19:30', party: 0 })}`), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', `/api/restaurants/slots?${query({ date, time: '19:30', party: 2 })}`), 400, 'validation_failed');
  });
});
