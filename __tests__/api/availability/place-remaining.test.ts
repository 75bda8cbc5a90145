/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser } from '../accounts/account-fixtures';
import { appAt, create, insertEvent, instantOf, localDateIn, prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';

// São Paulo is UTC−3 all year: a slot at 20:00 local starts at 23:00 UTC.
const ZONE = 'America/Sao_Paulo';

let ctx: TestContext;
let restaurant: BookingRestaurant;

beforeAll(async () => {
  ctx = await createTestContext();
  restaurant = await prepareRestaurant(ctx, ZONE);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

const places = (c: TestContext, query: Record<string, string | number>, id = restaurant.id) =>
  call(c, 'GET', `/api/restaurants/placeRemaining/${id}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

describe('GET /api/restaurants/placeRemaining/{id}', () => {
  it('answers the slots of each local date from opening hours, in the restaurant’s zone, with startsAt in UTC', async () => {
    const res = await places(ctx, { minDate: restaurant.date, guests: 2 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ restaurantId: restaurant.id, timeZone: ZONE, guests: 2, slotMinutes: 30, tableTurnMinutes: 120, freeCancellationHours: 4, event: null });
    const [day] = res.json.days;
    expect(day).toMatchObject({ date: restaurant.date, isOpen: true });
    // 12:00 to 21:00: the last slot still leaves a whole 2-hour turn before 23:00.
    expect(day.slots.map((slot: { time: string }) => slot.time)).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00']);
    const eight = day.slots.find((slot: { time: string }) => slot.time === '20:00');
    expect(eight).toEqual({ time: '20:00', startsAt: await instantOf(ctx, restaurant.date, '20:00', ZONE), freeTables: 1, isAvailable: true });
    expect(new Date(eight.startsAt).getUTCHours()).toBe(23);
  });

  it('time zone: counts a table held by a booking as taken over its whole turn', async () => {
    const user = await signUpUser(ctx);
    expect((await create(ctx, user.token, { restaurantId: restaurant.id, startsAt: await instantOf(ctx, restaurant.date, '20:00', ZONE), guests: 2 })).status).toBe(201);
    const [day] = (await places(ctx, { minDate: restaurant.date })).json.days;
    const free = Object.fromEntries(day.slots.map((slot: { time: string; freeTables: number }) => [slot.time, slot.freeTables]));
    expect(free).toMatchObject({ '18:00': 1, '18:30': 0, '20:00': 0, '21:00': 0 });
  });

  it('past slots are never offered, nor those inside the minimum notice', async () => {
    const now = await instantOf(ctx, restaurant.date, '18:10', ZONE);
    const [day] = (await places(appAt(ctx, now), { minDate: restaurant.date })).json.days;
    // 60 minutes of notice from 18:10: the first bookable slot is 19:30.
    expect(day.slots[0].time).toBe('19:30');
    for (const slot of day.slots) expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(new Date(now).getTime() + 3_600_000);
    const yesterday = localDateIn(ZONE, -1, new Date(now));
    expect((await places(appAt(ctx, now), { minDate: yesterday, maxDate: yesterday })).json.days[0].slots).toEqual([]);
  });

  it('max days ahead: a date beyond it has no slots', async () => {
    await ctx.database.db.execute(sql`update restaurants set max_days_ahead = 2 where id = ${restaurant.id}`);
    try {
      const res = await places(ctx, { minDate: localDateIn(ZONE, 2), maxDate: localDateIn(ZONE, 3) });
      expect(res.json.days.map((day: { slots: unknown[] }) => day.slots.length > 0)).toEqual([true, false]);
    } finally {
      await ctx.database.db.execute(sql`update restaurants set max_days_ahead = 30 where id = ${restaurant.id}`);
    }
  });

  it('reports a closed weekday as closed, with no slots', async () => {
    const weekday = new Date(`${restaurant.date}T12:00:00Z`).getUTCDay();
    const hours = [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== weekday).map((day) => ({ day, opens: '12:00', closes: '23:00' }));
    await ctx.database.db.execute(sql`update restaurants set opening_hours = ${JSON.stringify(hours)}::jsonb where id = ${restaurant.id}`);
    try {
      expect((await places(ctx, { minDate: restaurant.date })).json.days[0]).toEqual({ date: restaurant.date, isOpen: false, slots: [] });
    } finally {
      await ctx.database.db.execute(sql`update restaurants set opening_hours = ${JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '12:00', closes: '23:00' })))}::jsonb where id = ${restaurant.id}`);
    }
  });

  it('answers no free table when no table admits the party', async () => {
    const [day] = (await places(ctx, { minDate: restaurant.date, guests: 6 })).json.days;
    expect(day.slots.every((slot: { freeTables: number; isAvailable: boolean }) => slot.freeTables === 0 && !slot.isAvailable)).toBe(true);
  });

  it('answers an event’s capacity and remaining places', async () => {
    const [event] = (await ctx.database.db.execute(sql`insert into events (restaurant_id, title_fr, title_en, description_fr, description_en, starts_at, ends_at, capacity, price_amount, currency)
      values (${restaurant.id}, 'Soirée', 'Evening', 'd', 'd', now() + interval '5 days', now() + interval '5 days 3 hours', 30, 0, 'XOF') returning id`) as unknown as { rows: { id: number }[] }).rows;
    const user = await signUpUser(ctx);
    const [{ startsAt }] = (await ctx.database.db.execute(sql`select starts_at as "startsAt" from events where id = ${event.id}`) as unknown as { rows: { startsAt: string }[] }).rows;
    expect((await create(ctx, user.token, { restaurantId: restaurant.id, eventId: event.id, startsAt: new Date(startsAt).toISOString(), guests: 4 })).status).toBe(201);
    const res = await places(ctx, { minDate: restaurant.date, eventId: event.id });
    expect(res.json.event).toEqual({ id: event.id, startsAt: new Date(startsAt).toISOString(), capacity: 30, remainingPlaces: 26 });
  });

  it('an event offers only its own start, never the restaurant’s other slots, and the server takes every time it offers', async () => {
    const event = await insertEvent(ctx, restaurant, { time: '20:00', hours: 4, capacity: 10 });
    try {
      const res = await places(ctx, { minDate: localDateIn(ZONE, 2), maxDate: localDateIn(ZONE, 4), eventId: event.id, guests: 2 });
      expect(res.status).toBe(200);
      const offered = res.json.days.flatMap((day: { date: string; slots: { time: string; startsAt: string; isAvailable: boolean }[] }) => day.slots.map((slot) => ({ date: day.date, ...slot })));
      expect(offered).toEqual([{ date: restaurant.date, time: '20:00', startsAt: event.startsAt, freeTables: 1, isAvailable: true }]);
      const user = await signUpUser(ctx);
      for (const slot of offered) {
        expect((await create(ctx, user.token, { restaurantId: restaurant.id, eventId: event.id, startsAt: slot.startsAt, guests: 2 })).status).toBe(201);
      }
    } finally {
      await ctx.database.db.execute(sql`delete from reservations where event_id = ${event.id}`);
      await ctx.database.db.execute(sql`delete from events where id = ${event.id}`);
    }
  });

  it('an event’s start is not available to a party larger than its remaining places, nor once the event has started', async () => {
    const event = await insertEvent(ctx, restaurant, { time: '19:00', capacity: 3 });
    try {
      const [small] = (await places(ctx, { minDate: restaurant.date, eventId: event.id, guests: 3 })).json.days;
      expect(small.slots).toEqual([expect.objectContaining({ time: '19:00', isAvailable: true })]);
      const [large] = (await places(ctx, { minDate: restaurant.date, eventId: event.id, guests: 4 })).json.days;
      expect(large.slots).toEqual([expect.objectContaining({ time: '19:00', freeTables: 0, isAvailable: false })]);
      const started = appAt(ctx, new Date(Date.parse(event.startsAt) + 60_000));
      expect((await places(started, { minDate: restaurant.date, eventId: event.id })).json.days[0].slots).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`delete from events where id = ${event.id}`);
    }
  });

  it('refuses more than 14 days, a reversed window, a bad date, and answers 404 for an unknown restaurant', async () => {
    expectError(await places(ctx, { minDate: localDateIn(ZONE, 1), maxDate: localDateIn(ZONE, 15) }), 400, 'validation_failed');
    expectError(await places(ctx, { minDate: localDateIn(ZONE, 3), maxDate: localDateIn(ZONE, 2) }), 400, 'validation_failed');
    expectError(await places(ctx, { minDate: 'tomorrow' }), 400, 'validation_failed');
    expectError(await places(ctx, { minDate: restaurant.date, guests: 0 }), 400, 'validation_failed');
    expectError(await places(ctx, { minDate: restaurant.date }, 99_999_999), 404, 'not_found');
  });
});
