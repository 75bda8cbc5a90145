/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { create, dishLine, draft, instantOf, patch, plainDish, prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { insertOffer, offerCount } from './offer-fixtures';

const ZONE = 'Africa/Abidjan';

describe('an offer on a booking’s pre-order', () => {
  let ctx: TestContext;
  let restaurant: BookingRestaurant;
  let diner: SignedUpUser;
  let dish: { id: number; priceAmount: number };
  let currency: string;
  let startsAt: string;

  beforeAll(async () => {
    ctx = await createTestContext(RELAXED_RATE_LIMIT);
    restaurant = await prepareRestaurant(ctx, ZONE);
    diner = await signUpUser(ctx);
    dish = await plainDish(ctx, restaurant.id, null);
    [{ currency }] = await rows<{ currency: string }>(ctx, sql`select currency from restaurants where id = ${restaurant.id}`);
    startsAt = await instantOf(ctx, restaurant.date, '13:00', ZONE);
  }, 60_000);
  afterAll(() => ctx.close());
  afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

  const money = (amount: number) => ({ amount, currency });
  const book = async () => {
    const res = await create(ctx, diner.token, { restaurantId: restaurant.id, startsAt, guests: 2 });
    expect(res.status).toBe(201);
    return res.json.id as string;
  };
  const saveWithOffer = (id: string, offerId: number | null, count = 2) => draft(ctx, diner.token, { reservationId: id, offerId, dishes: [dishLine(dish.id, count)] });

  it('the draft shows what the offer takes off the pre-order, in the order and in the totals; no use is taken yet', async () => {
    const offerId = await insertOffer(ctx, { discountValue: 10, orderTypes: ['BOOKING'] });
    const id = await book();
    const saved = await saveWithOffer(id, offerId);
    expect(saved.status).toBe(200);
    const subtotal = 2 * dish.priceAmount;
    const discount = Math.floor(subtotal / 10);
    expect(saved.json.reservation.offerId).toBe(offerId);
    expect(saved.json.reservation.orders[0]).toMatchObject({ subtotal: money(subtotal), discount: money(discount), total: money(subtotal - discount) });
    expect(saved.json.reservation.totals).toEqual({ event: null, dishes: money(subtotal), discount: money(discount), total: money(subtotal - discount) });
    expect(await offerCount(ctx, offerId)).toEqual({ count: 0, redemptions: 0 });
  });

  it('confirming takes one use of the offer for the booking; cancelling gives it back', async () => {
    const offerId = await insertOffer(ctx, { discountValue: 20, maxRedemptions: 5 });
    const id = await book();
    await saveWithOffer(id, offerId);
    const confirmed = await patch(ctx, diner.token, id, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.totals.discount).toEqual(money(Math.floor((2 * dish.priceAmount) / 5)));
    expect(await offerCount(ctx, offerId)).toEqual({ count: 1, redemptions: 1 });
    const [redemption] = await rows<{ reservationId: string }>(ctx, sql`select reservation_id as "reservationId" from offer_redemptions where offer_id = ${offerId}`);
    expect(redemption.reservationId).toBe(id);
    expect((await patch(ctx, diner.token, id, { status: 'cancelled' })).status).toBe(200);
    expect(await offerCount(ctx, offerId)).toEqual({ count: 0, redemptions: 0 });
  });

  it('refuses an offer that cannot apply to a booking with 422 and the offer problem’s code', async () => {
    const takeAwayOnly = await insertOffer(ctx, { orderTypes: ['TAKE_AWAY'] });
    const dearMinimum = await insertOffer(ctx, { minOrderAmount: 10_000_000 });
    const id = await book();
    expectError(await saveWithOffer(id, takeAwayOnly), 422, 'offer_not_for_order_type');
    expectError(await saveWithOffer(id, dearMinimum), 422, 'offer_minimum_not_met');
    expectError(await saveWithOffer(id, 999_999), 422, 'offer_not_found');
    const reservation = (await call(ctx, 'GET', `/api/reservations/${id}`, { token: diner.token })).json;
    expect(reservation.offerId).toBeNull();
  });

  it('an offer that ran out between the draft and confirming refuses the confirmation (409 offer_exhausted); the booking stays a draft', async () => {
    const offerId = await insertOffer(ctx, { maxRedemptions: 1 });
    const id = await book();
    await saveWithOffer(id, offerId);
    await ctx.database.db.execute(sql`update offers set redemptions_count = 1 where id = ${offerId}`);
    expectError(await patch(ctx, diner.token, id, { status: 'confirmed' }), 409, 'offer_exhausted');
    expect((await call(ctx, 'GET', `/api/reservations/${id}`, { token: diner.token })).json.status).toBe('draft');
  });

  it('a diner who already used a once-per-diner offer on a booking cannot put it on another booking (422 offer_already_used)', async () => {
    const offerId = await insertOffer(ctx);
    const first = await book();
    await saveWithOffer(first, offerId);
    expect((await patch(ctx, diner.token, first, { status: 'confirmed' })).status).toBe(200);
    const secondStartsAt = await instantOf(ctx, restaurant.date, '18:00', ZONE);
    const second = (await create(ctx, diner.token, { restaurantId: restaurant.id, startsAt: secondStartsAt, guests: 2 })).json.id as string;
    expectError(await saveWithOffer(second, offerId), 422, 'offer_already_used');
  });

  it('removing the offer from the draft (offerId null) removes its discount', async () => {
    const offerId = await insertOffer(ctx);
    const id = await book();
    await saveWithOffer(id, offerId);
    const cleared = await saveWithOffer(id, null);
    expect(cleared.json.reservation.offerId).toBeNull();
    expect(cleared.json.reservation.totals.discount).toEqual(money(0));
  });
});
