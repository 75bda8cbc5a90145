/** @jest-environment node */
import { createTestContext, type TestContext } from '../support/test-app';
import { describeRace } from '../support/concurrency';
import { signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { plainDish } from '../reservations/booking-fixtures';
import { clockAt, prepareOrderRestaurant, type OrderRestaurant } from '../orders/order-fixtures';
import { signedEvent, startFakeStripe, STRIPE_TEST_KEYS, type FakeStripe } from './fake-stripe';
import { pay, paymentsOf, placedTakeAway, postStripeWebhook, receiptsFor } from './payment-fixtures';

// The issue asks 50 concurrent pay calls for one order: more than a diner could ever click, fewer than the pool (60).
const CALLS = 50;

describeRace('paying under concurrent requests on PostgreSQL: one payment per order', () => {
  let stripe: FakeStripe;
  let ctx: TestContext;
  let noon: TestContext;
  let restaurant: OrderRestaurant;
  let diner: SignedUpUser;
  let dish: { id: number };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestContext({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE: stripe.url });
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Abidjan');
    diner = await signUpUser(ctx);
    dish = await plainDish(ctx, restaurant.id, null);
    noon = await clockAt(ctx, restaurant, '12:00');
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  it(`answers ${CALLS} concurrent on-site pay calls for one order with one payment`, async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const answers = await Promise.all(Array.from({ length: CALLS }, () => pay(noon, diner.token, { orderId, provider: 'on_site' })));
    expect(answers.map((res) => res.status)).toEqual(Array(CALLS).fill(200));
    expect(new Set(answers.map((res) => res.json.payment.id)).size).toBe(1);
    expect(await paymentsOf(ctx, orderId)).toHaveLength(1);
  });

  it(`answers ${CALLS} concurrent card pay calls with one payment and one PaymentIntent`, async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const answers = await Promise.all(Array.from({ length: CALLS }, () => pay(noon, diner.token, { orderId, provider: 'stripe' })));
    expect(answers.map((res) => res.status)).toEqual(Array(CALLS).fill(200));
    const [payment, ...others] = await paymentsOf(ctx, orderId);
    expect(others).toEqual([]);
    expect(new Set(answers.map((res) => res.json.next.clientSecret))).toEqual(new Set([stripe.intents.get(payment!.providerRef!)!.client_secret]));
    expect([...stripe.intents.values()].filter((intent) => intent.metadata.payment_id === payment!.id)).toHaveLength(1);
  });

  it(`applies one "succeeded" event delivered ${CALLS} times at once exactly once, with one receipt`, async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const started = await pay(noon, diner.token, { orderId, provider: 'stripe' });
    const [stored] = await paymentsOf(ctx, orderId);
    const event = signedEvent('payment_intent.succeeded', stripe.setStatus(stored!.providerRef!, 'succeeded'));
    const answers = await Promise.all(Array.from({ length: CALLS }, () => postStripeWebhook(ctx, event)));
    expect(answers.map((res) => res.json.outcome).sort()).toEqual(['moved', ...Array(CALLS - 1).fill('duplicate')].sort());
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['paid']);
    expect((await receiptsFor(ctx, diner.email)).filter((mail) => mail.text.includes(started.json.payment.id))).toHaveLength(1);
  });
});
