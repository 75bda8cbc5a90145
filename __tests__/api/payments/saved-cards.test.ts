/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, PASSWORD, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { plainDish, rows } from '../reservations/booking-fixtures';
import { clockAt, prepareOrderRestaurant, type OrderRestaurant } from '../orders/order-fixtures';
import { startFakeStripe, STRIPE_TEST_KEYS, VISA_4242, type FakeStripe } from './fake-stripe';
import { orderTotalOf, pay, paymentsOf, placedTakeAway } from './payment-fixtures';

const listCards = (ctx: TestContext, token: string | undefined) => call(ctx, 'GET', '/api/payments/cards', { token });
const removeCard = (ctx: TestContext, token: string | undefined, id: string) => call(ctx, 'DELETE', `/api/payments/cards/${id}`, { token });

describe('saved cards at Stripe (README “Payments: saved cards”; §7 /reservation/order/pay)', () => {
  let stripe: FakeStripe;
  let ctx: TestContext;
  let noon: TestContext;
  let restaurant: OrderRestaurant;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestContext({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE: stripe.url });
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Dakar');
    dish = await plainDish(ctx, restaurant.id, null);
    noon = await clockAt(ctx, restaurant, '12:00');
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const customersOf = (user: SignedUpUser) =>
    rows<{ customerId: string }>(ctx, sql`select customer_id as "customerId" from payment_customers where user_id = ${user.session.user.id}::uuid and provider = 'stripe'`);

  async function payByCard(diner: SignedUpUser, options: Record<string, unknown> = {}) {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const res = await pay(noon, diner.token, { orderId, provider: 'stripe', ...options });
    const [stored] = await paymentsOf(ctx, orderId);
    return { orderId, res, intent: stored?.providerRef ? stripe.intents.get(stored.providerRef) : undefined };
  }

  /** A diner who paid once with “Save this card for next time” ticked: their card is kept at Stripe. */
  async function dinerWithSavedCard() {
    const diner = await signUpUser(ctx);
    const { intent } = await payByCard(diner, { saveCard: true });
    stripe.confirmWithCard(intent!.id);
    const [card] = (await listCards(ctx, diner.token)).json.cards as { id: string }[];
    return { diner, cardId: card!.id };
  }

  it('keeps no card and creates no Stripe customer when the diner does not tick “Save this card” (off by default)', async () => {
    const diner = await signUpUser(ctx);
    const { res, intent } = await payByCard(diner);
    expect(res.status).toBe(200);
    expect(intent).toMatchObject({ customer: null, setup_future_usage: null, payment_method: null });
    stripe.confirmWithCard(intent!.id);
    expect(await customersOf(diner)).toEqual([]);
    expect((await listCards(ctx, diner.token)).json).toEqual({ cards: [] });
  });

  it('saves the card on opt-in: the PaymentIntent goes to the diner’s own customer with setup_future_usage on_session, and the card is listed after paying', async () => {
    const diner = await signUpUser(ctx);
    const { orderId, res, intent } = await payByCard(diner, { saveCard: true });
    expect(res.status).toBe(200);
    const [customer] = await customersOf(diner);
    expect(stripe.customers.get(customer!.customerId)?.metadata).toEqual({ user_id: diner.session.user.id });
    expect(intent).toMatchObject({ customer: customer!.customerId, setup_future_usage: 'on_session', amount: (await orderTotalOf(ctx, orderId)).amount });
    stripe.confirmWithCard(intent!.id, VISA_4242);
    const listed = await listCards(ctx, diner.token);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({ cards: [{ id: intent!.payment_method, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2028 }] });
    expect(listed.headers.get('cache-control')).toContain('no-store');
  });

  it('pays with a saved card in one tap: the intent carries that card and the diner’s customer, for the order’s server total, confirmed in the browser', async () => {
    const { diner, cardId } = await dinerWithSavedCard();
    const { orderId, res, intent } = await payByCard(diner, { savedCardId: cardId });
    expect(res.status).toBe(200);
    const [customer] = await customersOf(diner);
    expect(intent).toMatchObject({ payment_method: cardId, customer: customer!.customerId, setup_future_usage: null, status: 'requires_payment_method', amount: (await orderTotalOf(ctx, orderId)).amount });
    expect(res.json.next).toEqual({ kind: 'stripe', clientSecret: intent!.client_secret, publishableKey: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY });
    expectError(await pay(noon, diner.token, { orderId, provider: 'stripe', savedCardId: cardId, amount: 1 }), 400, 'validation_failed');
  });

  it('moves an intent already created for the order onto the card chosen in another tab, without a second payment', async () => {
    const { diner, cardId } = await dinerWithSavedCard();
    const { orderId, intent } = await payByCard(diner);
    const again = await pay(noon, diner.token, { orderId, provider: 'stripe', savedCardId: cardId });
    expect(again.json.next.clientSecret).toBe(intent!.client_secret);
    expect(stripe.intents.get(intent!.id)).toMatchObject({ payment_method: cardId, customer: (await customersOf(diner))[0]!.customerId });
    expect(await paymentsOf(ctx, orderId)).toHaveLength(1);
  });

  it('refuses another diner’s saved card (404) for paying and for removing, and changes nothing', async () => {
    const { cardId } = await dinerWithSavedCard();
    const stranger = await dinerWithSavedCard();
    const other = await signUpUser(ctx);
    const orderId = await placedTakeAway(noon, stranger.diner.token, restaurant, dish.id);
    const intentsBefore = stripe.intents.size;
    expectError(await pay(noon, stranger.diner.token, { orderId, provider: 'stripe', savedCardId: cardId }), 404, 'saved_card_not_found');
    // A diner without any customer yet is refused the same way.
    expectError(await pay(noon, other.token, { orderId: await placedTakeAway(noon, other.token, restaurant, dish.id), provider: 'stripe', savedCardId: cardId }), 404, 'saved_card_not_found');
    expect(await paymentsOf(ctx, orderId)).toEqual([]);
    expect(stripe.intents.size).toBe(intentsBefore);
    expectError(await removeCard(ctx, stranger.diner.token, cardId), 404, 'saved_card_not_found');
    expectError(await removeCard(ctx, other.token, cardId), 404, 'saved_card_not_found');
    expectError(await removeCard(ctx, stranger.diner.token, 'pm_unknown'), 404, 'saved_card_not_found');
    expect(stripe.paymentMethods.get(cardId)?.customer).not.toBeNull();
  });

  it('removes the diner’s own card (204): detached at Stripe, no longer listed, and no longer usable to pay', async () => {
    const { diner, cardId } = await dinerWithSavedCard();
    expect((await removeCard(ctx, diner.token, cardId)).status).toBe(204);
    expect(stripe.paymentMethods.get(cardId)?.customer).toBeNull();
    expect((await listCards(ctx, diner.token)).json).toEqual({ cards: [] });
    expectError(await removeCard(ctx, diner.token, cardId), 404, 'saved_card_not_found');
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await pay(noon, diner.token, { orderId, provider: 'stripe', savedCardId: cardId }), 404, 'saved_card_not_found');
  });

  it('creates one Stripe customer when a diner’s first payments that save a card arrive at once (two tabs)', async () => {
    const diner = await signUpUser(ctx);
    const orders = await Promise.all([1, 2, 3].map(() => placedTakeAway(noon, diner.token, restaurant, dish.id)));
    const answers = await Promise.all(orders.map((orderId) => pay(noon, diner.token, { orderId, provider: 'stripe', saveCard: true })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const stored = await customersOf(diner);
    expect(stored).toHaveLength(1);
    const atStripe = [...stripe.customers.values()].filter((customer) => customer.metadata.user_id === diner.session.user.id);
    expect(atStripe.map((customer) => customer.id)).toEqual([stored[0]!.customerId]);
    expect(stripe.requests.filter((req) => req.method === 'DELETE')).toEqual([]);
    for (const orderId of orders) {
      const [payment] = await paymentsOf(ctx, orderId);
      expect(stripe.intents.get(payment!.providerRef!)?.customer).toBe(stored[0]!.customerId);
    }
  });

  it('validates input: a card id that is not one, saving with another provider, both at once, and signed-out calls', async () => {
    const { diner, cardId } = await dinerWithSavedCard();
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await removeCard(ctx, diner.token, 'not-a-card'), 400, 'validation_failed');
    expectError(await pay(noon, diner.token, { orderId, provider: 'on_site', saveCard: true }), 400, 'validation_failed');
    expectError(await pay(noon, diner.token, { orderId, provider: 'stripe', saveCard: true, savedCardId: cardId }), 400, 'validation_failed');
    expectError(await pay(noon, diner.token, { orderId, provider: 'stripe', saveCard: 'yes' }), 400, 'validation_failed');
    expectError(await listCards(ctx, undefined), 401, 'unauthenticated');
    expectError(await removeCard(ctx, undefined, cardId), 401, 'unauthenticated');
  });

  it('deletes the diner’s Stripe customer, and so their saved cards, with their account', async () => {
    const { diner, cardId } = await dinerWithSavedCard();
    const [customer] = await customersOf(diner);
    const deleted = await call(ctx, 'DELETE', '/api/users/my-users', { token: diner.token, body: { password: PASSWORD } });
    expect(deleted.status).toBe(204);
    expect(stripe.customers.has(customer!.customerId)).toBe(false);
    expect(stripe.paymentMethods.get(cardId)?.customer).toBeNull();
  });
});

describe('saved cards without Stripe configured (README “Payments: saved cards”)', () => {
  let ctx: TestContext;
  let diner: SignedUpUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    diner = await signUpUser(ctx);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('lists no card, refuses a removal with 409 saved_cards_unavailable, and refuses a card payment as unavailable (422)', async () => {
    expect(await listCards(ctx, diner.token)).toMatchObject({ status: 200, json: { cards: [] } });
    expectError(await removeCard(ctx, diner.token, 'pm_fake_1'), 409, 'saved_cards_unavailable');
    const restaurant = await prepareOrderRestaurant(ctx, 'Africa/Dakar');
    const dish = await plainDish(ctx, restaurant.id, null);
    const noon = await clockAt(ctx, restaurant, '12:00');
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await pay(noon, diner.token, { orderId, provider: 'stripe', saveCard: true }), 422, 'payment_provider_unavailable');
    expectError(await pay(noon, diner.token, { orderId, provider: 'stripe', savedCardId: 'pm_fake_1' }), 422, 'payment_provider_unavailable');
  });
});

describe('an account deleted while Stripe does not answer (README “Payments: saved cards”)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const stripe = await startFakeStripe();
    const closedUrl = stripe.url;
    await stripe.close();
    ctx = await createTestContext({ ...STRIPE_TEST_KEYS, STRIPE_API_BASE: closedUrl });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('is still deleted: removing the Stripe customer is best effort, never blocking', async () => {
    const diner = await signUpUser(ctx);
    await ctx.database.db.execute(sql`insert into payment_customers (user_id, provider, customer_id) values (${diner.session.user.id}::uuid, 'stripe', 'cus_unreachable')`);
    const deleted = await call(ctx, 'DELETE', '/api/users/my-users', { token: diner.token, body: { password: PASSWORD } });
    expect(deleted.status).toBe(204);
    expect(await rows(ctx, sql`select 1 from users where id = ${diner.session.user.id}::uuid`)).toEqual([]);
  });
});
