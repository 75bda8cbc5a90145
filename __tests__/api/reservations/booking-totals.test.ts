/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { create, dishLine, draft, insertEvent, instantOf, patch, plainDish, prepareRestaurant, type BookingRestaurant, type TestEvent } from './booking-fixtures';

const ZONE = 'Africa/Dakar';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let diner: SignedUpUser;
let dish: { id: number; priceAmount: number; name: string };
let event: TestEvent;
let currency: string;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, ZONE);
  diner = await signUpUser(ctx, { firstName: 'Awa' });
  dish = await plainDish(ctx, restaurant.id, null);
  event = await insertEvent(ctx, restaurant, { time: '20:00', priceAmount: 15_000, dishIds: [dish.id] });
  ({ currency } = event);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

const money = (amount: number) => ({ amount, currency });
const bookEvent = async (guests = 2) => {
  const res = await create(ctx, diner.token, { restaurantId: restaurant.id, eventId: event.id, startsAt: event.startsAt, guests });
  expect(res.status).toBe(201);
  return res.json.id as string;
};
const detail = async (id: string) => (await call(ctx, 'GET', `/api/reservations/${id}`, { token: diner.token })).json;

describe('booking totals, computed by the server in minor units', () => {
  it('an event booking’s total is the event’s per-person price × guests, shown before any dish is chosen', async () => {
    const id = await bookEvent(2);
    const reservation = await detail(id);
    expect(reservation.event).toMatchObject({ id: event.id, title: 'Soirée jazz' });
    expect(reservation.totals).toEqual({ event: { title: 'Soirée jazz', unitPrice: money(15_000), quantity: 2, total: money(30_000) }, dishes: money(0), discount: money(0), total: money(30_000) });
  });

  it('an event booking with a pre-order: event charge plus dishes, and the party size changes the event charge', async () => {
    const id = await bookEvent(2);
    const saved = await draft(ctx, diner.token, { reservationId: id, eventId: event.id, dishes: [dishLine(dish.id, 3)] });
    expect(saved.status).toBe(200);
    expect(saved.json.reservation.totals).toEqual({ event: expect.objectContaining({ quantity: 2, total: money(30_000) }), dishes: money(3 * dish.priceAmount), discount: money(0), total: money(30_000 + 3 * dish.priceAmount) });
    const moved = await patch(ctx, diner.token, id, { guests: 3 });
    expect(moved.json.totals).toEqual({ event: expect.objectContaining({ quantity: 3, total: money(45_000) }), dishes: money(3 * dish.priceAmount), discount: money(0), total: money(45_000 + 3 * dish.priceAmount) });
  });

  it('a confirmed booking with dishes added later: every order counts once in one grand total', async () => {
    const startsAt = await instantOf(ctx, restaurant.date, '13:00', ZONE);
    const id = (await create(ctx, diner.token, { restaurantId: restaurant.id, startsAt, guests: 2 })).json.id as string;
    await draft(ctx, diner.token, { reservationId: id, dishes: [dishLine(dish.id, 2)] });
    expect((await patch(ctx, diner.token, id, { status: 'confirmed' })).status).toBe(200);
    const added = await call(ctx, 'POST', `/api/reservations/addOrder/${id}`, { token: diner.token, body: { dishes: [dishLine(dish.id, 1)] } });
    expect(added.status).toBe(201);
    expect(added.json.orders.map((order: { total: { amount: number } }) => order.total.amount)).toEqual([2 * dish.priceAmount, dish.priceAmount]);
    expect(added.json.orders.every((order: { createdAt: string }) => !Number.isNaN(Date.parse(order.createdAt)))).toBe(true);
    expect(added.json.totals).toEqual({ event: null, dishes: money(3 * dish.priceAmount), discount: money(0), total: money(3 * dish.priceAmount) });
  });

  it('a cancelled booking comes to nothing: no event charge, its cancelled orders left out', async () => {
    const id = await bookEvent(2);
    await draft(ctx, diner.token, { reservationId: id, eventId: event.id, dishes: [dishLine(dish.id, 1)] });
    await patch(ctx, diner.token, id, { status: 'confirmed' });
    const cancelled = await patch(ctx, diner.token, id, { status: 'cancelled' });
    expect(cancelled.json.totals).toEqual({ event: null, dishes: money(0), discount: money(0), total: money(0) });
  });

  it('the list answers the same totals as the detail', async () => {
    const id = await bookEvent(4);
    const list = await call(ctx, 'GET', '/api/reservations?when=upcoming', { token: diner.token });
    expect(list.json.items.find((item: { id: string }) => item.id === id).totals).toEqual((await detail(id)).totals);
  });
});
