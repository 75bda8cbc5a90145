/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { DRAFT_HOLD_MINUTES } from '@/contracts/reservation-limits';
import { createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, withClockShift, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt, create, instantOf, localDateIn, patch, prepareRestaurant, type BookingRestaurant } from './booking-fixtures';

// Tokyo is UTC+9 all year: the restaurant's day is not the UTC day.
const ZONE = 'Asia/Tokyo';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let diner: SignedUpUser;
let other: SignedUpUser;
let eight: string;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, ZONE);
  [diner, other] = [await signUpUser(ctx), await signUpUser(ctx)];
  eight = await instantOf(ctx, restaurant.date, '20:00', ZONE);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

const book = (c: TestContext, user: SignedUpUser | undefined, startsAt: string, extra: Record<string, unknown> = {}) =>
  create(c, user?.token, { restaurantId: restaurant.id, startsAt, guests: 2, ...extra });

describe('POST /api/reservations/create', () => {
  it('books the smallest free table as a draft held for DRAFT_HOLD_MINUTES (time zone: 20:00 in Tokyo is 11:00 UTC)', async () => {
    const before = Date.now();
    const res = await book(ctx, diner, eight, { occasion: 'birthday', specialRequest: 'Près de la fenêtre' });
    expect(res.status).toBe(201);
    expect(eight).toBe(`${restaurant.date}T11:00:00.000Z`);
    expect(res.json).toMatchObject({
      status: 'draft', startsAt: eight, guests: 2, occasion: 'birthday', specialRequest: 'Près de la fenêtre', eventId: null,
      restaurant: { id: restaurant.id, timeZone: ZONE }, table: { id: restaurant.tableId, seats: 4 }, orders: [], additionals: [], delivery: null,
      policy: { freeCancellationHours: 4, canChange: true },
    });
    expect(new Date(res.json.endsAt).getTime() - new Date(eight).getTime()).toBe(2 * 3_600_000);
    const hold = new Date(res.json.expireDate).getTime() - before;
    expect(hold).toBeGreaterThanOrEqual(DRAFT_HOLD_MINUTES * 60_000 - 1000);
    expect(hold).toBeLessThanOrEqual(DRAFT_HOLD_MINUTES * 60_000 + 60_000);
  });

  it('refuses the slot with 409 slot_unavailable once its last table is held', async () => {
    expect((await book(ctx, diner, eight)).status).toBe(201);
    const res = await book(ctx, other, await instantOf(ctx, restaurant.date, '21:00', ZONE));
    expectError(res, 409, 'slot_unavailable');
    expect(res.json.error.message).toMatch(/taken/);
  });

  it('draft holds until expireDate then releases the table', async () => {
    const first = await book(ctx, diner, eight);
    expectError(await book(withClockShift(ctx, (DRAFT_HOLD_MINUTES - 1) * 60_000), other, eight), 409, 'slot_unavailable');
    const later = withClockShift(ctx, (DRAFT_HOLD_MINUTES + 1) * 60_000);
    expect((await book(later, other, eight)).status).toBe(201);
    // The first diner's hold is gone and the table taken: confirming says so.
    expectError(await patch(later, diner.token, first.json.id, { status: 'confirmed' }), 409, 'reservation_expired');
  });

  it('min notice: refuses a slot less than min_notice_minutes ahead, accepts the next one', async () => {
    const clock = appAt(ctx, await instantOf(ctx, restaurant.date, '18:10', ZONE));
    expectError(await book(clock, diner, await instantOf(ctx, restaurant.date, '19:00', ZONE)), 422, 'outside_booking_window');
    expect((await book(clock, diner, await instantOf(ctx, restaurant.date, '19:30', ZONE))).status).toBe(201);
  });

  it('past slots are never bookable', async () => {
    const clock = appAt(ctx, await instantOf(ctx, restaurant.date, '21:30', ZONE));
    expectError(await book(clock, diner, eight), 422, 'outside_booking_window');
  });

  it('max days ahead: refuses a date beyond max_days_ahead', async () => {
    const far = await instantOf(ctx, localDateIn(ZONE, 31), '20:00', ZONE);
    expectError(await book(ctx, diner, far), 422, 'outside_booking_window');
    expect((await book(ctx, diner, await instantOf(ctx, localDateIn(ZONE, 30), '20:00', ZONE))).status).toBe(201);
  });

  it('refuses a time off the slot grid, or too late for a whole table turn before closing', async () => {
    expectError(await book(ctx, diner, await instantOf(ctx, restaurant.date, '20:10', ZONE)), 422, 'outside_booking_window');
    expectError(await book(ctx, diner, await instantOf(ctx, restaurant.date, '21:30', ZONE)), 422, 'outside_booking_window');
    expectError(await book(ctx, diner, await instantOf(ctx, restaurant.date, '09:00', ZONE)), 422, 'outside_booking_window');
  });

  it('refuses a party no table admits with party_size_unsupported', async () => {
    expectError(await book(ctx, diner, eight, { guests: 9 }), 422, 'party_size_unsupported');
  });

  it('refuses a full event with 409 event_full', async () => {
    const [event] = ((await ctx.database.db.execute(sql`insert into events (restaurant_id, title_fr, title_en, description_fr, description_en, starts_at, ends_at, capacity, price_amount, currency)
      values (${restaurant.id}, 'Soirée', 'Evening', 'd', 'd', date_trunc('minute', now()) + interval '5 days', date_trunc('minute', now()) + interval '5 days 3 hours', 5, 0, 'XOF')
      returning id, starts_at as "startsAt"`)) as unknown as { rows: { id: number; startsAt: string }[] }).rows;
    const startsAt = new Date(event.startsAt).toISOString();
    const first = await book(ctx, diner, startsAt, { eventId: event.id, guests: 4 });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ eventId: event.id, table: null, event: { id: event.id, title: 'Soirée' } });
    expectError(await book(ctx, other, startsAt, { eventId: event.id, guests: 2 }), 409, 'event_full');
    expect((await book(ctx, other, startsAt, { eventId: event.id, guests: 1 })).status).toBe(201);
    expectError(await book(ctx, other, eight, { eventId: event.id, guests: 1 }), 422, 'outside_booking_window');
  });

  it('answers 400 for bad input, 401 without a token, 404 for an unknown restaurant', async () => {
    expectError(await book(ctx, diner, 'demain 20h'), 400, 'validation_failed');
    expectError(await book(ctx, diner, eight, { guests: 0 }), 400, 'validation_failed');
    expectError(await book(ctx, diner, eight, { table: 3 }), 400, 'validation_failed');
    expectError(await book(ctx, undefined, eight), 401, 'unauthenticated');
    expectError(await create(ctx, diner.token, { restaurantId: 99_999_999, startsAt: eight, guests: 2 }), 404, 'not_found');
  });
});
