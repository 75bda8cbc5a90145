/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt, create, instantOf, localDateIn, prepareRestaurant, type BookingRestaurant } from './booking-fixtures';

// One booking window for the slots offered and the bookings accepted: placeRemaining offers a slot
// exactly when POST /reservations/create takes it. Open 18:00–02:00 (past midnight), 2-hour turns,
// 60 minutes of notice, 2 service days ahead; the clock is frozen at 19:10 on "today".
const ZONE = 'Asia/Tokyo';
const OPEN_LATE = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '18:00', closes: '02:00' })));

let ctx: TestContext;
let clock: TestContext;
let restaurant: BookingRestaurant;
let diner: SignedUpUser;
const serviceDay = (days: number) => localDateIn(ZONE, 1 + days);

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, ZONE);
  await ctx.database.db.execute(sql`update restaurants set opening_hours = ${OPEN_LATE}::jsonb, max_days_ahead = 2, min_notice_minutes = 60 where id = ${restaurant.id}`);
  diner = await signUpUser(ctx);
  clock = appAt(ctx, await instantOf(ctx, serviceDay(0), '19:10', ZONE));
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

interface SlotCase {
  label: string;
  /** Days after today of the service day the slot belongs to. */
  day: number;
  time: string;
  /** The slot starts after midnight, on the calendar day after its service day. */
  pastMidnight?: boolean;
  bookable: boolean;
}

const CASES: SlotCase[] = [
  { label: 'a slot already past', day: 0, time: '18:30', bookable: false },
  { label: 'a slot inside the minimum notice', day: 0, time: '20:00', bookable: false },
  { label: 'the first slot after the minimum notice', day: 0, time: '20:30', bookable: true },
  { label: 'an evening slot of the last service day', day: 2, time: '22:00', bookable: true },
  { label: 'the past-midnight slot of the last service day (it counts on its service day)', day: 2, time: '00:00', pastMidnight: true, bookable: true },
  { label: 'a slot of the service day after the last one', day: 3, time: '20:00', bookable: false },
];

async function isOffered(slot: SlotCase): Promise<boolean> {
  const res = await call(clock, 'GET', `/api/restaurants/placeRemaining/${restaurant.id}?minDate=${serviceDay(slot.day)}&guests=2`);
  expect(res.status).toBe(200);
  return res.json.days[0].slots.some((offered: { time: string }) => offered.time === slot.time);
}

async function isAccepted(slot: SlotCase): Promise<boolean> {
  const startsAt = await instantOf(ctx, serviceDay(slot.pastMidnight ? slot.day + 1 : slot.day), slot.time, ZONE);
  const res = await create(clock, diner.token, { restaurantId: restaurant.id, startsAt, guests: 2 });
  if (res.status !== 201) expect(res.json.error.code).toBe('outside_booking_window');
  return res.status === 201;
}

describe('the booking window (minimum notice, max days ahead by service day) is one rule: a slot is offered exactly when it can be booked', () => {
  it.each(CASES)('$label', async (slot) => {
    expect({ offered: await isOffered(slot), accepted: await isAccepted(slot) }).toEqual({ offered: slot.bookable, accepted: slot.bookable });
  });
});
