/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { plainDish } from '../reservations/booking-fixtures';
import { cancelOrder, clockAt, prepareOrderRestaurant, type OrderRestaurant } from '../orders/order-fixtures';
import { logInStaff, moveOrder } from '../manager/manager-fixtures';
import {
  acceptProviders, draftTakeAway, getPayment, listPayments, markPaid, orderTotalOf, pay, paymentsOf, placedTakeAway, receiptsFor, validate,
} from './payment-fixtures';

describe('paying on site, the default with no provider configured (§7 /reservation/order/pay)', () => {
  let ctx: TestContext;
  let noon: TestContext;
  let restaurant: OrderRestaurant;
  let diner: SignedUpUser;
  let stranger: SignedUpUser;
  let staff: SignedUpUser;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Abidjan');
    diner = await signUpUser(ctx);
    stranger = await signUpUser(ctx);
    staff = await logInStaff(ctx, restaurant.id);
    dish = await plainDish(ctx, restaurant.id, null);
    noon = await clockAt(ctx, restaurant, '12:00');
  }, 60_000);
  afterAll(() => ctx.close());

  it('starts a pending cash payment for the order’s server total, and says to pay at the restaurant', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id, 3);
    const res = await pay(noon, diner.token, { orderId, provider: 'on_site' });
    expect(res.status).toBe(200);
    expect(res.json.next).toEqual({ kind: 'on_site' });
    expect(res.json.payment).toMatchObject({
      orderId, provider: 'on_site', method: 'cash', status: 'pending', receiptSentAt: null,
      amount: await orderTotalOf(ctx, orderId), restaurant: { id: restaurant.id, name: expect.any(String) },
    });
    expect((await orderTotalOf(ctx, orderId)).amount).toBe(dish.priceAmount * 3);
  });

  it('refuses an amount sent by the client (400, strict schema): the server total is the only amount', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await pay(noon, diner.token, { orderId, provider: 'on_site', amount: { amount: 1, currency: 'XOF' } }), 400, 'validation_failed');
    expect(await paymentsOf(ctx, orderId)).toEqual([]);
  });

  it('answers another diner’s order as not found (404), and a stranger’s look at a payment too', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await pay(noon, stranger.token, { orderId, provider: 'on_site' }), 404, 'not_found');
    expect(await paymentsOf(ctx, orderId)).toEqual([]);
    const mine = await pay(noon, diner.token, { orderId, provider: 'on_site' });
    expectError(await getPayment(noon, stranger.token, mine.json.payment.id), 404, 'not_found');
    expectError(await validate(noon, stranger.token, { paymentId: mine.json.payment.id }), 404, 'not_found');
    expect((await listPayments(noon, stranger.token)).json.payments).toEqual([]);
  });

  it('refuses to pay an order that is not placed yet, or was cancelled (409 order_not_payable)', async () => {
    const draftId = await draftTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await pay(noon, diner.token, { orderId: draftId, provider: 'on_site' }), 409, 'order_not_payable');
    const cancelledId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expect((await cancelOrder(noon, diner.token, cancelledId)).status).toBe(200);
    expectError(await pay(noon, diner.token, { orderId: cancelledId, provider: 'on_site' }), 409, 'order_not_payable');
  });

  it('refuses a provider that is not configured, or that the restaurant does not take (422)', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await pay(noon, diner.token, { orderId, provider: 'stripe' }), 422, 'payment_provider_unavailable');
    await acceptProviders(ctx, restaurant.id, ['stripe']);
    try {
      expectError(await pay(noon, diner.token, { orderId, provider: 'on_site' }), 422, 'payment_provider_unavailable');
    } finally {
      await acceptProviders(ctx, restaurant.id, ['on_site', 'stripe', 'mobile_money']);
    }
    expect(await paymentsOf(ctx, orderId)).toEqual([]);
  });

  it('asks for the wallet’s number with mobile money (400)', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await pay(noon, diner.token, { orderId, provider: 'mobile_money', method: 'wave' }), 400, 'validation_failed');
  });

  it('answers a double click, a second tab and a retry with the same payment', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const answers = [];
    for (let click = 0; click < 3; click += 1) answers.push(await pay(noon, diner.token, { orderId, provider: 'on_site' }));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.json.payment.id)).size).toBe(1);
    expect(await paymentsOf(ctx, orderId)).toHaveLength(1);
  });

  it('lets the staff mark it collected: paid once, with the method they saw, and one receipt e-mail', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const started = await pay(noon, diner.token, { orderId, provider: 'on_site' });
    const first = await markPaid(noon, staff.token, orderId, { method: 'orange_money' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: started.json.payment.id, status: 'paid', method: 'orange_money', receiptSentAt: expect.any(String) });
    const again = await markPaid(noon, staff.token, orderId);
    expect(again.json).toMatchObject({ id: started.json.payment.id, status: 'paid', method: 'orange_money' });
    expect(await receiptsFor(ctx, diner.email)).toHaveLength(1);
    const receipt = (await receiptsFor(ctx, diner.email))[0]!;
    expect(receipt.text).toContain(started.json.payment.id);
    expect(receipt.text).toContain('Orange Money');
    // In the diner's language (French by default) and the currency's own unit: whole francs, no cents.
    const total = await orderTotalOf(ctx, orderId);
    expect(receipt.text).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: total.currency }).format(total.amount));
    // Validating an on-site payment asks nobody and changes nothing.
    expect((await validate(noon, diner.token, { paymentId: started.json.payment.id })).json.status).toBe('paid');
  });

  it('records a cash payment the diner never announced, when the staff collect it on delivery', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const res = await markPaid(noon, staff.token, orderId);
    expect(res.json).toMatchObject({ orderId, provider: 'on_site', method: 'cash', status: 'paid', amount: await orderTotalOf(ctx, orderId) });
  });

  it('keeps marking paid to the restaurant’s staff (403 for a diner)', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    expectError(await markPaid(noon, diner.token, orderId), 403, 'forbidden');
    expect(await paymentsOf(ctx, orderId)).toEqual([]);
  });

  it('gives the money back when a paid order is cancelled by the staff (paid → refunded)', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    await markPaid(noon, staff.token, orderId);
    expect((await moveOrder(noon, staff.token, orderId, { status: 'cancelled', reason: 'Plus de poisson' })).status).toBe(200);
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['refunded']);
  });

  it('cancels a pending on-site payment with its order, and refuses to mark a cancelled order paid', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    await pay(noon, diner.token, { orderId, provider: 'on_site' });
    await cancelOrder(noon, diner.token, orderId);
    expect((await paymentsOf(ctx, orderId)).map((payment) => payment.status)).toEqual(['cancelled']);
    expectError(await markPaid(noon, staff.token, orderId), 409, 'order_not_payable');
  });

  it('lists the diner’s payments newest first with their restaurant, and shows one of them', async () => {
    const other = await signUpUser(ctx);
    const firstOrder = await placedTakeAway(noon, other.token, restaurant, dish.id);
    const secondOrder = await placedTakeAway(noon, other.token, restaurant, dish.id, 2);
    const first = await pay(noon, other.token, { orderId: firstOrder, provider: 'on_site' });
    await ctx.database.db.execute(sql`update payments set created_at = created_at - interval '1 minute' where id = ${first.json.payment.id}::uuid`);
    const second = await pay(noon, other.token, { orderId: secondOrder, provider: 'on_site' });
    const list = await listPayments(noon, other.token);
    expect(list.status).toBe(200);
    expect(list.json.payments.map((payment: { id: string }) => payment.id)).toEqual([second.json.payment.id, first.json.payment.id]);
    expect(list.json.payments[0].restaurant).toEqual({ id: restaurant.id, name: expect.any(String) });
    expect((await getPayment(noon, other.token, first.json.payment.id)).json).toMatchObject({ id: first.json.payment.id, orderId: firstOrder });
    const ofOrder = await call(noon, 'GET', `/api/payments?orderId=${firstOrder}`, { token: other.token });
    expect(ofOrder.json.payments.map((payment: { id: string }) => payment.id)).toEqual([first.json.payment.id]);
    expect((await call(noon, 'GET', `/api/payments?orderId=${firstOrder}`, { token: diner.token })).json.payments).toEqual([]);
    expect((await call(noon, 'GET', '/api/payments')).status).toBe(401);
  });

  it('serves an empty Stripe key in the static data when Stripe is not configured', async () => {
    expect((await call(noon, 'GET', '/api/staticData')).json.stripePublicKey).toBe('');
  });
});
