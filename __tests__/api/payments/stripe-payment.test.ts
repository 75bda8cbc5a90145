/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { plainDish } from '../reservations/booking-fixtures';
import { cancelOrder, clockAt, prepareOrderRestaurant, type OrderRestaurant } from '../orders/order-fixtures';
import { openLive } from '../support/live-stream';
import { signedEvent, startFakeStripe, STRIPE_TEST_KEYS, type FakeStripe } from './fake-stripe';
import { orderTotalOf, pay, paymentsOf, placedTakeAway, postStripeWebhook, receiptsFor, validate, webhookEventsOf } from './payment-fixtures';

describe('paying by card through Stripe PaymentIntents, exactly once (§7 /reservation/order/pay, /paymentExternal/validate)', () => {
  let stripe: FakeStripe;
  let ctx: TestContext;
  let noon: TestContext;
  let restaurant: OrderRestaurant;
  let diner: SignedUpUser;
  let stranger: SignedUpUser;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestContext({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE: stripe.url });
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Dakar');
    diner = await signUpUser(ctx);
    stranger = await signUpUser(ctx);
    dish = await plainDish(ctx, restaurant.id, null);
    noon = await clockAt(ctx, restaurant, '12:00');
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  async function startStripe(count = 1) {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id, count);
    const res = await pay(noon, diner.token, { orderId, provider: 'stripe' });
    expect(res.status).toBe(200);
    const [stored] = await paymentsOf(ctx, orderId);
    return { orderId, res, paymentId: res.json.payment.id as string, intent: stripe.intents.get(stored!.providerRef!)! };
  }

  it('creates a PaymentIntent for the order’s server total in whole francs (XOF/XAF are zero-decimal) and answers its client secret', async () => {
    const { orderId, res, intent } = await startStripe(2);
    const total = await orderTotalOf(ctx, orderId);
    expect(total.amount).toBe(dish.priceAmount * 2);
    expect(intent).toMatchObject({ amount: total.amount, currency: total.currency.toLowerCase() });
    expect(res.json).toEqual({
      payment: expect.objectContaining({ provider: 'stripe', method: 'card', status: 'pending', amount: total }),
      next: { kind: 'stripe', clientSecret: intent.client_secret, publishableKey: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY },
    });
    const create = stripe.creates().find((req) => req.form.get('metadata[payment_id]') === res.json.payment.id)!;
    expect(create.idempotencyKey).toBe(`order:${orderId}:1`);
  });

  it('serves the publishable key in the static data once Stripe is configured', async () => {
    expect((await call(noon, 'GET', '/api/staticData')).json.stripePublicKey).toBe(STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY);
  });

  it('answers a double click, a second tab and a retry after a lost answer with the same payment and the same intent', async () => {
    const { orderId, paymentId, intent } = await startStripe();
    const again = await pay(noon, diner.token, { orderId, provider: 'stripe' });
    expect(again.json.payment.id).toBe(paymentId);
    expect(again.json.next.clientSecret).toBe(intent.client_secret);
    // The provider's answer was lost (a timeout) before its reference was stored: the retry creates
    // with the same idempotency key, and Stripe answers the first intent again.
    await ctx.database.db.execute(sql`update payments set provider_ref = null where id = ${paymentId}::uuid`);
    const retried = await pay(noon, diner.token, { orderId, provider: 'stripe' });
    expect(retried.json.next.clientSecret).toBe(intent.client_secret);
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.providerRef)).toEqual([intent.id]);
    // Two creates reached Stripe (the first and the retry; the second tab only fetched the intent), one intent exists.
    expect(stripe.creates().filter((req) => req.idempotencyKey === `order:${orderId}:1`)).toHaveLength(2);
    expect([...stripe.intents.values()].filter((known) => known.metadata.payment_id === paymentId)).toHaveLength(1);
  });

  it('ends with one paid payment and one receipt when the webhook arrives before the diner’s return', async () => {
    const { paymentId, intent } = await startStripe();
    stripe.setStatus(intent.id, 'succeeded');
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent))).json).toEqual({ received: true, outcome: 'moved' });
    const back = await validate(noon, diner.token, { paymentId, providerRef: intent.id });
    expect(back.json).toMatchObject({ id: paymentId, status: 'paid', receiptSentAt: expect.any(String) });
    expect((await validate(noon, diner.token, { paymentId })).json.status).toBe('paid');
    expect((await receiptsFor(ctx, diner.email)).filter((mail) => mail.text.includes(paymentId))).toHaveLength(1);
  });

  it('tells the diner’s open tabs when the webhook settles the payment (an `order` live event)', async () => {
    const { orderId, intent } = await startStripe();
    const live = await openLive(ctx.app, { token: diner.token });
    try {
      stripe.setStatus(intent.id, 'succeeded');
      await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent));
      expect((await live.next()).data).toEqual({ type: 'order', id: orderId });
    } finally {
      await live.close();
    }
  });

  it('settles a return before any webhook by asking Stripe, and the late webhook changes nothing', async () => {
    const { orderId, paymentId, intent } = await startStripe();
    expect((await validate(noon, diner.token, { paymentId })).json.status).toBe('pending');
    stripe.setStatus(intent.id, 'succeeded');
    expect((await validate(noon, diner.token, { paymentId })).json.status).toBe('paid');
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent))).json.outcome).toBe('unchanged');
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['paid']);
    expect((await receiptsFor(ctx, diner.email)).filter((mail) => mail.text.includes(paymentId))).toHaveLength(1);
  });

  it('finds the payment by its id in the metadata when the webhook beats the pay call’s own bookkeeping', async () => {
    const { orderId, paymentId, intent } = await startStripe();
    await ctx.database.db.execute(sql`update payments set provider_ref = null where id = ${paymentId}::uuid`);
    stripe.setStatus(intent.id, 'succeeded');
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent))).json.outcome).toBe('moved');
    expect(await paymentsOf(ctx, orderId)).toEqual([expect.objectContaining({ status: 'paid', providerRef: intent.id })]);
  });

  it('refuses a webhook with a bad signature (400) and changes nothing, not even the event log', async () => {
    const { orderId, intent } = await startStripe();
    const eventsBefore = (await webhookEventsOf(ctx)).length;
    const forged = signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }, { secret: 'whsec_somebody_else' });
    expectError(await postStripeWebhook(ctx, forged), 400, 'invalid_signature');
    const genuine = signedEvent('payment_intent.succeeded', intent);
    expectError(await postStripeWebhook(ctx, { payload: genuine.payload.replace('"livemode":false', '"livemode":true'), header: genuine.header }), 400, 'invalid_signature');
    expectError(await call(ctx, 'POST', '/api/payments/webhooks/stripe', { rawBody: genuine.payload, headers: { 'content-type': 'application/json' } }), 400, 'invalid_signature');
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['pending']);
    expect(await webhookEventsOf(ctx)).toHaveLength(eventsBefore);
  });

  it('applies a replayed event once and never lets a reordered one move the payment backwards', async () => {
    const { orderId, paymentId, intent } = await startStripe();
    const authorized = signedEvent('payment_intent.amount_capturable_updated', { ...intent, status: 'requires_capture' });
    const succeeded = signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    expect((await postStripeWebhook(ctx, succeeded)).json.outcome).toBe('moved');
    expect((await postStripeWebhook(ctx, succeeded)).json.outcome).toBe('duplicate');
    // Stripe does not promise order: "authorized" arriving after "paid" is refused, and so is "canceled".
    expect((await postStripeWebhook(ctx, authorized)).json.outcome).toBe('refused');
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.canceled', { ...intent, status: 'canceled' }))).json.outcome).toBe('refused');
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['paid']);
    expect((await receiptsFor(ctx, diner.email)).filter((mail) => mail.text.includes(paymentId))).toHaveLength(1);
  });

  it('goes pending → authorized → paid in order, and keeps a failed card attempt pending with its reason (the intent may still succeed)', async () => {
    const { orderId, intent } = await startStripe();
    const failed = signedEvent('payment_intent.payment_failed', { ...intent, last_payment_error: { code: 'card_declined' } });
    expect((await postStripeWebhook(ctx, failed)).json.outcome).toBe('unchanged');
    const [afterFailure] = await rowsOfFailure(orderId);
    expect(afterFailure).toEqual({ status: 'pending', failureReason: 'card_declined' });
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.amount_capturable_updated', { ...intent, status: 'requires_capture' }))).json.outcome).toBe('moved');
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }))).json.outcome).toBe('moved');
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['paid']);
  });

  it('refuses to bring a cancelled payment back to paid (a card confirmed late in a forgotten tab)', async () => {
    const { orderId, intent } = await startStripe();
    expect((await cancelOrder(noon, diner.token, orderId)).status).toBe(200);
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['cancelled']);
    stripe.setStatus(intent.id, 'succeeded');
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent))).json.outcome).toBe('refused');
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['cancelled']);
  });

  it('answers 404 for the webhook of a provider that is not configured, and 400 for on site, which has none', async () => {
    const { intent } = await startStripe();
    const event = signedEvent('payment_intent.succeeded', intent);
    for (const provider of ['mobile_money', 'on_site']) {
      const res = await call(ctx, 'POST', `/api/payments/webhooks/${provider}`, { rawBody: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.header } });
      expect(res.status).toBe(provider === 'on_site' ? 400 : 404);
    }
  });

  it('acknowledges a genuine event that is not about a payment, and ignores it', async () => {
    const { intent } = await startStripe();
    expect((await postStripeWebhook(ctx, signedEvent('charge.updated', intent))).json).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refunds the whole amount through Stripe when the diner cancels a paid order in time', async () => {
    const { orderId, intent } = await startStripe(2);
    stripe.setStatus(intent.id, 'succeeded');
    await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent));
    expect((await cancelOrder(noon, diner.token, orderId)).status).toBe(200);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intent.id)).toEqual([expect.objectContaining({ amount: dish.priceAmount * 2 })]);
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['refunded']);
    // A refund is final: a late "succeeded" cannot bring it back.
    expect((await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent))).json.outcome).toBe('refused');
  });

  it('still cancels the order when Stripe refuses the refund, and leaves the payment paid for the staff to settle', async () => {
    const { orderId, intent } = await startStripe();
    stripe.setStatus(intent.id, 'succeeded');
    await postStripeWebhook(ctx, signedEvent('payment_intent.succeeded', intent));
    stripe.setStatus(intent.id, 'processing');
    expect((await cancelOrder(noon, diner.token, orderId)).json.status).toBe('cancelled');
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['paid']);
  });

  it('lets a diner who chose to pay on site pay by card instead, but not start a second provider while a card payment is under way (409)', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    await pay(noon, diner.token, { orderId, provider: 'on_site' });
    const card = await pay(noon, diner.token, { orderId, provider: 'stripe' });
    expect(card.json.payment).toMatchObject({ provider: 'stripe', status: 'pending' });
    expect((await paymentsOf(ctx, orderId)).map((payment) => `${payment.provider}:${payment.status}`)).toEqual(['on_site:cancelled', 'stripe:pending']);
    expectError(await pay(noon, diner.token, { orderId, provider: 'on_site' }), 409, 'payment_in_progress');
  });

  it('keeps validation to the payment’s owner (404) and to its own provider reference', async () => {
    const { paymentId, intent } = await startStripe();
    expectError(await validate(noon, stranger.token, { paymentId }), 404, 'not_found');
    expectError(await validate(noon, diner.token, { paymentId, providerRef: `${intent.id}x` }), 404, 'not_found');
  });

  const rowsOfFailure = async (orderId: string) =>
    ((await ctx.database.db.execute(sql`select status, failure_reason as "failureReason" from payments where order_id = ${orderId}::uuid`)) as unknown as { rows: { status: string; failureReason: string | null }[] }).rows;
});
