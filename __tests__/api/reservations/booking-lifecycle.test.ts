/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, withClockShift, type SignedUpUser } from '../accounts/account-fixtures';
import { latestMailTo } from '../support/mailbox';
import { create, dishLine, draft, instantOf, patch, plainDish, prepareRestaurant, rows, type BookingRestaurant } from './booking-fixtures';

const ZONE = 'Asia/Tokyo';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let diner: SignedUpUser;
let other: SignedUpUser;
let dish: { id: number; priceAmount: number; name: string };
const at = (time: string) => instantOf(ctx, restaurant.date, time, ZONE);

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, ZONE);
  [diner, other] = [await signUpUser(ctx, { firstName: 'Awa' }), await signUpUser(ctx)];
  dish = await plainDish(ctx, restaurant.id, 10);
}, 60_000);
afterAll(() => ctx.close());
afterEach(async () => {
  await ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`);
  await ctx.database.db.execute(sql`delete from dish_daily_stock where dish_id = ${dish.id}`);
});

async function bookDraft(user = diner, time = '20:00') {
  const res = await create(ctx, user.token, { restaurantId: restaurant.id, startsAt: await at(time), guests: 2 });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

async function bookConfirmed(user = diner, time = '20:00', portions = 0) {
  const id = await bookDraft(user, time);
  if (portions) expect((await draft(ctx, user.token, { reservationId: id, dishes: [dishLine(dish.id, portions)] })).status).toBe(200);
  expect((await patch(ctx, user.token, id, { status: 'confirmed' })).status).toBe(200);
  return id;
}

const taken = async () => (await rows<{ taken: number }>(ctx, sql`select taken from dish_daily_stock where dish_id = ${dish.id} and service_date = ${restaurant.date}`))[0]?.taken ?? 0;

describe('POST /api/reservations/draft', () => {
  it('saves the draft’s one BOOKING order with server prices and extends the hold', async () => {
    const id = await bookDraft();
    const res = await draft(ctx, diner.token, { reservationId: id, special: 'Sans piment', dishes: [dishLine(dish.id, 2, 'cart-1')] });
    expect(res.status).toBe(200);
    const { reservation } = res.json;
    expect(reservation.orders).toHaveLength(1);
    expect(reservation.orders[0]).toMatchObject({ type: 'BOOKING', status: 'draft', special: 'Sans piment', subtotal: { amount: dish.priceAmount * 2 }, total: { amount: dish.priceAmount * 2 } });
    expect(reservation.orders[0].lines[0]).toMatchObject({ draftId: 'cart-1', dishId: dish.id, dishName: dish.name, quantity: 2, unitPrice: { amount: dish.priceAmount }, total: { amount: dish.priceAmount * 2 } });
    // A second save replaces the order, it never adds a second one.
    const again = await draft(ctx, diner.token, { reservationId: id, dishes: [dishLine(dish.id, 1, 'cart-1')] });
    expect(again.json.reservation.orders).toHaveLength(1);
    expect(again.json.reservation.orders[0].lines[0].quantity).toBe(1);
  });

  it('refuses more portions than are left with 409 dish_sold_out, saying which dish and how many remain', async () => {
    const mine = await bookDraft();
    const theirs = await bookDraft(other, '12:00');
    expect((await draft(ctx, other.token, { reservationId: theirs, dishes: [dishLine(dish.id, 7)] })).status).toBe(200);
    const res = await draft(ctx, diner.token, { reservationId: mine, dishes: [dishLine(dish.id, 4)] });
    expectError(res, 409, 'dish_sold_out');
    expect(res.json.error.details).toMatchObject({ dishId: dish.id, remaining: 3 });
    // Once the other draft's hold expired, its portions are free again.
    expect((await draft(withClockShift(ctx, 16 * 60_000), diner.token, { reservationId: mine, dishes: [dishLine(dish.id, 4)] })).status).toBe(200);
  });

  it('refuses a dish of another restaurant with dish_not_offered, bad input with 400, no token 401, another diner 404', async () => {
    const id = await bookDraft();
    expectError(await draft(ctx, diner.token, { reservationId: id, dishes: [dishLine(restaurant.otherDishId)] }), 422, 'dish_not_offered');
    expectError(await draft(ctx, diner.token, { reservationId: id, dishes: [{ ...dishLine(dish.id), count: 0 }] }), 400, 'validation_failed');
    expectError(await draft(ctx, diner.token, { reservationId: 'nope', dishes: [] }), 400, 'validation_failed');
    expectError(await draft(ctx, undefined, { reservationId: id, dishes: [] }), 401, 'unauthenticated');
    expectError(await draft(ctx, other.token, { reservationId: id, dishes: [dishLine(dish.id)] }), 404, 'not_found');
  });

  it('re-holds an expired draft whose table is still free', async () => {
    const id = await bookDraft();
    const later = withClockShift(ctx, 20 * 60_000);
    const res = await draft(later, diner.token, { reservationId: id, dishes: [dishLine(dish.id)] });
    expect(res.status).toBe(200);
    expect(new Date(res.json.reservation.expireDate).getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
  });
});

describe('PATCH /api/reservations/{id}', () => {
  it('confirm: confirms the draft, places its order, takes the portions and e-mails the diner in their language', async () => {
    const id = await bookDraft();
    await draft(ctx, diner.token, { reservationId: id, dishes: [dishLine(dish.id, 3)] });
    const res = await patch(ctx, diner.token, id, { status: 'confirmed' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'confirmed', expireDate: null, orders: [{ status: 'placed' }] });
    expect(await taken()).toBe(3);
    const mail = await latestMailTo(ctx.mailDir, diner.email);
    expect(mail.subject).toMatch(/^Réservation confirmée/);
    expect(mail.text).toContain('Bonjour Awa');
    expect(mail.text).toContain(`3 × ${dish.name}`);
    // Local time in the restaurant's zone: 20:00 in Tokyo.
    expect(mail.text).toContain('20:00');
    expect(mail.text).toContain('2 personnes');
  });

  it('confirmation mail: written in English for a diner whose language is en', async () => {
    await ctx.database.db.execute(sql`update user_settings set language = 'en' where user_id = ${other.session.user.id}`);
    await bookConfirmed(other);
    const mail = await latestMailTo(ctx.mailDir, other.email);
    expect(mail.subject).toMatch(/^Booking confirmed/);
    expect(mail.text).toContain('2 guests');
  });

  it('move: moves a confirmed booking to another slot, refusing one whose table is taken', async () => {
    const id = await bookConfirmed(diner, '20:00', 2);
    const res = await patch(ctx, diner.token, id, { startsAt: await at('20:30'), guests: 3 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'confirmed', startsAt: await at('20:30'), guests: 3, table: { id: restaurant.tableId } });
    await bookConfirmed(other, '13:00');
    expectError(await patch(ctx, diner.token, id, { startsAt: await at('14:00') }), 409, 'slot_unavailable');
    expectError(await patch(ctx, diner.token, id, { startsAt: await at('20:10') }), 422, 'outside_booking_window');
    expect(await taken()).toBe(2);
  });

  it('cancel inside the policy window: cancels and gives the portions back', async () => {
    const id = await bookConfirmed(diner, '20:00', 2);
    expect(await taken()).toBe(2);
    const res = await patch(ctx, diner.token, id, { status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'cancelled', policy: { canChange: false }, orders: [{ status: 'cancelled' }] });
    expect(await taken()).toBe(0);
    expectError(await patch(ctx, diner.token, id, { status: 'confirmed' }), 409, 'reservation_not_changeable');
  });

  it('cancel outside the policy window: refused with change_window_closed, moves too', async () => {
    const id = await bookConfirmed();
    const startsAt = new Date(await at('20:00')).getTime();
    const late = withClockShift(ctx, startsAt - 3 * 3_600_000 - Date.now());
    expectError(await patch(late, diner.token, id, { status: 'cancelled' }), 409, 'change_window_closed');
    expectError(await patch(late, diner.token, id, { guests: 3 }), 409, 'change_window_closed');
    const detail = await call(late, 'GET', `/api/reservations/${id}`, { token: diner.token });
    expect(detail.json.policy).toEqual({ freeCancellationHours: 4, changeableUntil: new Date(startsAt - 4 * 3_600_000).toISOString(), canChange: false });
  });

  it('answers 400 for bad input, 401 without a token, 404 for another diner', async () => {
    const id = await bookDraft();
    expectError(await patch(ctx, diner.token, id, {}), 400, 'validation_failed');
    expectError(await patch(ctx, diner.token, id, { status: 'completed' }), 400, 'validation_failed');
    expectError(await patch(ctx, undefined, id, { status: 'confirmed' }), 401, 'unauthenticated');
    expectError(await patch(ctx, other.token, id, { status: 'confirmed' }), 404, 'not_found');
  });
});

describe('POST /api/reservations/addOrder/{id}', () => {
  const addOrder = (token: string | undefined, id: string, body: Record<string, unknown>) => call(ctx, 'POST', `/api/reservations/addOrder/${id}`, { token, body });

  it('adds a placed order to a confirmed booking and takes its portions', async () => {
    const id = await bookConfirmed();
    const res = await addOrder(diner.token, id, { dishes: [dishLine(dish.id, 4)] });
    expect(res.status).toBe(201);
    expect(res.json.orders).toEqual([expect.objectContaining({ status: 'placed', lines: [expect.objectContaining({ dishId: dish.id, quantity: 4 })] })]);
    expect(await taken()).toBe(4);
    const sold = await addOrder(diner.token, id, { dishes: [dishLine(dish.id, 7)] });
    expectError(sold, 409, 'dish_sold_out');
    expect(sold.json.error.details).toMatchObject({ dishId: dish.id, remaining: 6 });
  });

  it('refuses a draft booking, bad input, no token and another diner', async () => {
    const id = await bookDraft();
    expectError(await addOrder(diner.token, id, { dishes: [dishLine(dish.id)] }), 409, 'reservation_not_changeable');
    expectError(await addOrder(diner.token, id, { dishes: [] }), 400, 'validation_failed');
    expectError(await addOrder(undefined, id, { dishes: [dishLine(dish.id)] }), 401, 'unauthenticated');
    expectError(await addOrder(other.token, id, { dishes: [dishLine(dish.id)] }), 404, 'not_found');
  });
});

describe('GET /api/reservations and /api/reservations/{id}', () => {
  it('lists upcoming bookings soonest first, past ones latest first and cancelled ones apart (never among past ones), hiding expired drafts', async () => {
    const late = await bookConfirmed(diner, '20:00');
    const early = await bookConfirmed(diner, '12:00');
    const cancelled = await bookConfirmed(diner, '15:00');
    await patch(ctx, diner.token, cancelled, { status: 'cancelled' });
    const past = await bookConfirmed(diner, '17:30');
    await ctx.database.db.execute(sql`update reservations set starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '2 hours' where id = ${past}::uuid`);
    const expired = await bookDraft(diner, '18:00');
    await ctx.database.db.execute(sql`update reservations set expire_date = now() - interval '1 minute' where id = ${expired}::uuid`);

    const upcoming = await call(ctx, 'GET', '/api/reservations?when=upcoming', { token: diner.token });
    expect(upcoming.status).toBe(200);
    expect(upcoming.json.items.map((r: { id: string }) => r.id)).toEqual([early, late]);
    const pastList = await call(ctx, 'GET', '/api/reservations?when=past', { token: diner.token });
    expect(pastList.json.items.map((r: { id: string }) => r.id)).toEqual([past]);
    const cancelledList = await call(ctx, 'GET', '/api/reservations?when=cancelled', { token: diner.token });
    expect(cancelledList.json).toMatchObject({ total: 1, items: [{ id: cancelled, status: 'cancelled' }] });
    expect((await call(ctx, 'GET', '/api/reservations', { token: diner.token })).json.total).toBe(4);
    expect((await call(ctx, 'GET', '/api/reservations', { token: other.token })).json.items).toEqual([]);
    expect((await call(ctx, 'GET', '/api/reservations?when=cancelled', { token: other.token })).json.items).toEqual([]);
  });

  it('a cancelled booking for tomorrow is listed under cancelled, neither upcoming nor past', async () => {
    const id = await bookConfirmed(diner, '20:00');
    await ctx.database.db.execute(sql`update reservations set starts_at = now() + interval '1 day', ends_at = now() + interval '1 day 2 hours' where id = ${id}::uuid`);
    expect((await patch(ctx, diner.token, id, { status: 'cancelled' })).status).toBe(200);
    const ids = async (when: string) => (await call(ctx, 'GET', `/api/reservations?when=${when}`, { token: diner.token })).json.items.map((r: { id: string }) => r.id);
    expect(await ids('past')).toEqual([]);
    expect(await ids('upcoming')).toEqual([]);
    expect(await ids('cancelled')).toEqual([id]);
  });

  it('answers one booking with its table, restaurant, orders and dishes to its owner only', async () => {
    const id = await bookConfirmed(diner, '20:00', 1);
    const res = await call(ctx, 'GET', `/api/reservations/${id}`, { token: diner.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, table: { id: restaurant.tableId }, restaurant: { id: restaurant.id, name: expect.any(String), city: expect.any(String) }, orders: [{ lines: [{ dishId: dish.id }] }], additionals: [], delivery: null });
    expectError(await call(ctx, 'GET', `/api/reservations/${id}`, { token: other.token }), 404, 'not_found');
    expectError(await call(ctx, 'GET', `/api/reservations/${id}`), 401, 'unauthenticated');
    expectError(await call(ctx, 'GET', '/api/reservations'), 401, 'unauthenticated');
    expectError(await call(ctx, 'GET', '/api/reservations/not-a-uuid', { token: diner.token }), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', '/api/reservations?when=soon', { token: diner.token }), 400, 'validation_failed');
  });
});
