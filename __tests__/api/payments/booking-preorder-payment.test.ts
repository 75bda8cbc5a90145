/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt, create, dishLine, draft, instantOf, patch, plainDish, prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { signedEvent, startFakeStripe, STRIPE_TEST_KEYS, type FakeStripe } from './fake-stripe';
import { pay, paymentsOf, postStripeWebhook } from './payment-fixtures';

describe('paying a booking’s pre-order, and the refund when the booking is cancelled in time (§4 cancellation policy)', () => {
  let stripe: FakeStripe;
  let ctx: TestContext;
  let restaurant: BookingRestaurant;
  let diner: SignedUpUser;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestContext({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE: stripe.url });
    restaurant = await prepareRestaurant(ctx, 'Africa/Abidjan');
    diner = await signUpUser(ctx);
    dish = await plainDish(ctx, restaurant.id, null);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });
  afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

  /** A confirmed booking at 20:00 with `portions` pre-ordered, its pre-order paid by card. */
  async function paidBooking(portions: number) {
    const startsAt = await instantOf(ctx, restaurant.date, '20:00', restaurant.timeZone);
    const booked = await create(ctx, diner.token, { restaurantId: restaurant.id, startsAt, guests: 2 });
    const reservationId = booked.json.id as string;
    expect((await draft(ctx, diner.token, { reservationId, dishes: [dishLine(dish.id, portions)] })).status).toBe(200);
    expect((await patch(ctx, diner.token, reservationId, { status: 'confirmed' })).status).toBe(200);
    const [order] = await rows<{ id: string }>(ctx, sql`select id from orders where reservation_id = ${reservationId}::uuid`);
    const started = await pay(ctx, diner.token, { orderId: order!.id, provider: 'stripe' });
    expect(started.json.payment).toMatchObject({ reservationId, amount: { amount: dish.priceAmount * portions } });
    const [stored] = await paymentsOf(ctx, order!.id);
    await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', stripe.setStatus(stored!.providerRef!, 'succeeded')));
    return { reservationId, orderId: order!.id, startsAt, intentId: stored!.providerRef! };
  }

  it('refunds the paid pre-order through Stripe when the diner cancels inside the window', async () => {
    const { reservationId, orderId, intentId } = await paidBooking(2);
    expect((await patch(ctx, diner.token, reservationId, { status: 'cancelled' })).status).toBe(200);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([expect.objectContaining({ amount: dish.priceAmount * 2 })]);
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['refunded']);
  });

  it('keeps the payment when the cancellation is refused outside the window (409)', async () => {
    const { reservationId, orderId, startsAt, intentId } = await paidBooking(1);
    const late = appAt(ctx, new Date(Date.parse(startsAt) - 60 * 60_000));
    expectError(await patch(late, diner.token, reservationId, { status: 'cancelled' }), 409, 'change_window_closed');
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([]);
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['paid']);
  });
});
