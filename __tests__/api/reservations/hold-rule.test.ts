/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { create, dishLine, draft, instantOf, plainDish, prepareRestaurant, rows, type BookingRestaurant } from './booking-fixtures';

// One rule, many queries (DESIGN.md rule 15): every consumer is asked the same question for each
// kind of reservation, so none of them can drift from the others again.
const ZONE = 'Africa/Abidjan';
const MINUTE = 60_000;

let ctx: TestContext;
let restaurant: BookingRestaurant & { name: string; cityId: number };
let holder: SignedUpUser;
let other: SignedUpUser;
let eight: string;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  const prepared = await prepareRestaurant(ctx, ZONE);
  const [row] = await rows<{ name: string; cityId: number }>(ctx, sql`select name, city_id as "cityId" from restaurants where id = ${prepared.id}`);
  restaurant = { ...prepared, ...row };
  [holder, other] = [await signUpUser(ctx), await signUpUser(ctx)];
  eight = await instantOf(ctx, restaurant.date, '20:00', ZONE);
}, 60_000);
afterAll(() => ctx.close());
afterEach(async () => {
  await ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`);
  await ctx.database.db.execute(sql`delete from events where restaurant_id = ${restaurant.id}`);
});

interface HoldState {
  label: string;
  status: 'confirmed' | 'draft' | 'cancelled' | 'completed';
  /** expire_date relative to now, in minutes; null for none. */
  expiresIn: number | null;
  holds: boolean;
}

const STATES: HoldState[] = [
  { label: 'a confirmed booking', status: 'confirmed', expiresIn: null, holds: true },
  { label: 'an unexpired draft', status: 'draft', expiresIn: 10, holds: true },
  { label: 'a draft without an expiry date', status: 'draft', expiresIn: null, holds: true },
  { label: 'an expired draft', status: 'draft', expiresIn: -1, holds: false },
  { label: 'a cancelled booking', status: 'cancelled', expiresIn: null, holds: false },
  { label: 'a completed booking', status: 'completed', expiresIn: null, holds: false },
];

const expireDateOf = (state: HoldState) => (state.expiresIn === null ? null : new Date(Date.now() + state.expiresIn * MINUTE).toISOString());

async function insertHold(state: HoldState, target: { tableId: number | null; eventId: number | null; startsAt: string; guests: number }): Promise<string> {
  const [row] = await rows<{ id: string }>(ctx, sql`insert into reservations (user_id, restaurant_id, table_id, event_id, status, starts_at, ends_at, guests, expire_date)
    values (${holder.session.user.id}, ${restaurant.id}, ${target.tableId}, ${target.eventId}, ${state.status}, ${target.startsAt}::timestamptz,
            ${target.startsAt}::timestamptz + interval '2 hours', ${target.guests}, ${expireDateOf(state)}::timestamptz) returning id`);
  return row.id;
}

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));

/** Each consumer answers: is the restaurant's one table free at 20:00 for a party of two? */
const TABLE_CONSUMERS: [string, () => Promise<boolean>][] = [
  [
    'the search’s availability filter',
    async () => {
      const params = query({ date: restaurant.date, time: '20:00', party: 2, cityId: restaurant.cityId, q: restaurant.name, pageSize: 50 });
      const res = await call(ctx, 'GET', `/api/restaurants/search?${params}`);
      return res.json.items.some((item: { id: number }) => item.id === restaurant.id);
    },
  ],
  [
    'availableCapacity',
    async () => {
      const res = await call(ctx, 'GET', `/api/restaurants/availableCapacity?${query({ restaurantId: restaurant.id, date: restaurant.date, time: '20:00', party: 2 })}`);
      return res.json.items[0].requested.freeTables > 0;
    },
  ],
  [
    'the slot grid (placeRemaining)',
    async () => {
      const res = await call(ctx, 'GET', `/api/restaurants/placeRemaining/${restaurant.id}?${query({ minDate: restaurant.date, guests: 2 })}`);
      return res.json.days[0].slots.find((slot: { time: string }) => slot.time === '20:00').freeTables > 0;
    },
  ],
  [
    'reservation creation',
    async () => {
      const res = await create(ctx, other.token, { restaurantId: restaurant.id, startsAt: eight, guests: 2 });
      if (res.status !== 201) expect(res.json.error.code).toBe('slot_unavailable');
      return res.status === 201;
    },
  ],
];

const CASES = STATES.flatMap((state) => TABLE_CONSUMERS.map(([consumer, isFree]) => ({ state, consumer, isFree })));

describe('a confirmed booking or an unexpired draft holds its table; an expired draft or a cancelled booking does not', () => {
  it.each(CASES)('$consumer: $state.label', async ({ state, isFree }) => {
    await insertHold(state, { tableId: restaurant.tableId, eventId: null, startsAt: eight, guests: 2 });
    expect(await isFree()).toBe(!state.holds);
  });

  it.each(TABLE_CONSUMERS)('%s: the table is free when nothing holds it', async (_consumer, isFree) => {
    expect(await isFree()).toBe(true);
  });
});

async function insertEvent(capacity: number) {
  const [event] = await rows<{ id: number; startsAt: Date | string }>(ctx, sql`insert into events (restaurant_id, title_fr, title_en, description_fr, description_en, starts_at, ends_at, capacity, price_amount, currency)
    values (${restaurant.id}, 'Soirée', 'Evening', 'd', 'd', date_trunc('minute', now()) + interval '5 days', date_trunc('minute', now()) + interval '5 days 3 hours', ${capacity}, 0, 'XOF')
    returning id, starts_at as "startsAt"`);
  return { id: event.id, startsAt: new Date(event.startsAt).toISOString() };
}

/** Each consumer answers: are both places of a two-place event still free? */
const EVENT_CONSUMERS: [string, (event: { id: number; startsAt: string }) => Promise<boolean>][] = [
  [
    'placeRemaining’s event places',
    async (event) => {
      const res = await call(ctx, 'GET', `/api/restaurants/placeRemaining/${restaurant.id}?${query({ minDate: restaurant.date, eventId: event.id })}`);
      return res.json.event.remainingPlaces === 2;
    },
  ],
  [
    'event booking',
    async (event) => {
      const res = await create(ctx, other.token, { restaurantId: restaurant.id, eventId: event.id, startsAt: event.startsAt, guests: 2 });
      if (res.status !== 201) expect(res.json.error.code).toBe('event_full');
      return res.status === 201;
    },
  ],
];

describe('a confirmed booking or an unexpired draft holds its event places; an expired draft or a cancelled booking does not', () => {
  it.each(STATES.flatMap((state) => EVENT_CONSUMERS.map(([consumer, isFree]) => ({ state, consumer, isFree }))))('$consumer: $state.label', async ({ state, isFree }) => {
    const event = await insertEvent(2);
    await insertHold(state, { tableId: null, eventId: event.id, startsAt: event.startsAt, guests: 2 });
    expect(await isFree(event)).toBe(!state.holds);
  });
});

const DRAFT_STATES = STATES.filter((state) => state.status === 'draft');

/** Each consumer answers: are both portions of a two-a-day dish still free? */
const PORTION_CONSUMERS: [string, (dishId: number) => Promise<boolean>][] = [
  [
    'dishRemaining',
    async (dishId) => {
      const res = await call(ctx, 'GET', `/api/restaurants/dishRemaining/${restaurant.id}?date=${restaurant.date}`);
      return res.json.items.find((item: { dishId: number }) => item.dishId === dishId).remaining === 2;
    },
  ],
  [
    'another diner’s pre-order',
    async (dishId) => {
      const booking = await create(ctx, other.token, { restaurantId: restaurant.id, startsAt: await instantOf(ctx, restaurant.date, '12:00', ZONE), guests: 2 });
      const res = await draft(ctx, other.token, { reservationId: booking.json.id, dishes: [dishLine(dishId, 2)] });
      if (res.status !== 200) expect(res.json.error.code).toBe('dish_sold_out');
      return res.status === 200;
    },
  ],
];

describe('the pre-ordered dishes of an unexpired draft hold their portions; those of an expired draft do not', () => {
  it.each(DRAFT_STATES.flatMap((state) => PORTION_CONSUMERS.map(([consumer, isFree]) => ({ state, consumer, isFree }))))('$consumer: $state.label', async ({ state, isFree }) => {
    const dish = await plainDish(ctx, restaurant.id, 2);
    await ctx.database.db.execute(sql`delete from dish_daily_stock where dish_id = ${dish.id}`);
    const booking = await create(ctx, holder.token, { restaurantId: restaurant.id, startsAt: eight, guests: 2 });
    expect((await draft(ctx, holder.token, { reservationId: booking.json.id, dishes: [dishLine(dish.id, 2)] })).status).toBe(200);
    await ctx.database.db.execute(sql`update reservations set expire_date = ${expireDateOf(state)}::timestamptz where id = ${booking.json.id}::uuid`);
    expect(await isFree(dish.id)).toBe(!state.holds);
  });
});
