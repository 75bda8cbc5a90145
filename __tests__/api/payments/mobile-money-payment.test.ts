/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { selectPaymentAdapters } from '@/server/adapters/payments/select-payment-adapters';
import { createApp } from '@/server/app';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { itRace } from '../support/concurrency';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { instantOf, plainDish, rows } from '../reservations/booking-fixtures';
import { cancelOrder, clockAt, prepareOrderRestaurant, type OrderRestaurant } from '../orders/order-fixtures';
import { collectLogs, type CollectedLogs } from '../platform/log-collector';
import { FAKE_CINETPAY_CREDENTIALS, startFakeCinetPay, type FakeCinetPay } from '../../../scripts/fakes/fake-cinetpay';
import { getPayment, pay, paymentsOf, placedTakeAway, receiptsFor, validate } from './payment-fixtures';

const WALLET = { country: 'CI', number: '07 12 34 56 78' };
const WALLET_E164 = '+2250712345678';

const postNotification = (ctx: TestContext, notification: { body: string; headers: Record<string, string> }) =>
  call(ctx, 'POST', '/api/payments/webhooks/mobile_money', { rawBody: notification.body, headers: notification.headers });

describe('mobile money through CinetPay: pending until the wallet approves, paid exactly once (§7 /reservation/order/pay, /paymentExternal/validate)', () => {
  let fake: FakeCinetPay;
  let logs: CollectedLogs;
  let ctx: TestContext;
  let noon: TestContext;
  let restaurant: OrderRestaurant;
  let diner: SignedUpUser;
  let stranger: SignedUpUser;
  let dish: { id: number; priceAmount: number };

  beforeAll(async () => {
    fake = await startFakeCinetPay();
    logs = collectLogs();
    ctx = await createTestContext(
      {
        APP_ORIGIN: 'https://tablee.test',
        CINETPAY_API_KEY: FAKE_CINETPAY_CREDENTIALS.apiKey,
        CINETPAY_SITE_ID: FAKE_CINETPAY_CREDENTIALS.siteId,
        CINETPAY_SECRET_KEY: FAKE_CINETPAY_CREDENTIALS.secretKey,
        CINETPAY_BASE_URL: fake.baseUrl,
        CINETPAY_TIMEOUT_MS: '500',
      },
      { logger: logs.logger },
    );
    restaurant = await prepareOrderRestaurant(ctx, 'Africa/Abidjan');
    diner = await signUpUser(ctx);
    stranger = await signUpUser(ctx);
    dish = await plainDish(ctx, restaurant.id, null);
    // CinetPay takes whole francs in steps of 5.
    await ctx.database.db.execute(sql`update dishes set price_amount = 2500 where id = ${dish.id}`);
    noon = await clockAt(ctx, restaurant, '12:00');
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  afterEach(() => fake.delayAnswers(0));

  async function startMobileMoney(count = 1) {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id, count);
    const res = await pay(noon, diner.token, { orderId, provider: 'mobile_money', method: 'orange_money', phone: WALLET });
    expect(res.status).toBe(200);
    return { orderId, paymentId: res.json.payment.id as string, reference: res.json.next.reference as string, res };
  }

  it('starts a pending payment for the order’s total and hands the client CinetPay’s counter, locked to the wallet', async () => {
    const { orderId, reference, res } = await startMobileMoney(2);
    expect(res.json.payment).toMatchObject({ orderId, provider: 'mobile_money', method: 'orange_money', status: 'pending', amount: { amount: 5000, currency: restaurant.currency } });
    expect(res.json.next).toEqual({ kind: 'mobile_money', reference, status: 'pending', paymentUrl: `${fake.baseUrl}/payment/${fake.transaction(reference)?.paymentToken}` });
    expect(fake.transaction(reference)).toMatchObject({ amount: 5000, customerPhone: WALLET_E164, lockPhone: true, channels: 'MOBILE_MONEY' });
  });

  it('answers a double click with the same payment and the same counter, opening no second CinetPay transaction', async () => {
    const first = await startMobileMoney();
    const again = await pay(noon, diner.token, { orderId: first.orderId, provider: 'mobile_money', method: 'orange_money', phone: WALLET });
    expect(again.status).toBe(200);
    expect(again.json.payment.id).toBe(first.paymentId);
    expect(again.json.next).toEqual(first.res.json.next);
    expect(fake.calls.filter((c) => c.path === '/v2/payment' && c.body.metadata === first.paymentId)).toHaveLength(1);
  });

  itRace('answers 30 simultaneous pay calls for one order with one payment and one CinetPay transaction', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const body = { orderId, provider: 'mobile_money', method: 'wave', phone: WALLET };
    const answers = await Promise.all(Array.from({ length: 30 }, () => pay(noon, diner.token, body)));
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(200));
    const payments = await paymentsOf(ctx, orderId);
    expect(payments).toHaveLength(1);
    expect(new Set(answers.map((res) => res.json.next.reference))).toEqual(new Set([payments[0]!.providerRef]));
    expect(fake.calls.filter((c) => c.path === '/v2/payment' && c.body.metadata === payments[0]!.id)).toHaveLength(1);
  });

  /** The same database served by another app instance (another `next start` process): its own adapters, none of this one's memory. */
  async function otherInstance(): Promise<TestContext> {
    const at = await instantOf(ctx, restaurant.date, '12:00', restaurant.timeZone);
    return { ...ctx, app: createApp({ ...ctx.deps, now: () => new Date(at), payments: selectPaymentAdapters(ctx.deps.env) }) };
  }

  it('hands back the same counter from another app instance, which never saw it opened (the link is kept with the payment)', async () => {
    const first = await startMobileMoney();
    const again = await pay(await otherInstance(), diner.token, { orderId: first.orderId, provider: 'mobile_money', method: 'orange_money', phone: WALLET });
    expect(again.status).toBe(200);
    expect(again.json.payment.id).toBe(first.paymentId);
    expect(again.json.next).toEqual(first.res.json.next);
    expect(again.json.next.paymentUrl).toEqual(expect.any(String));
  });

  itRace('opens one CinetPay transaction when two app instances are asked at once, and both hand back its counter', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const other = await otherInstance();
    const body = { orderId, provider: 'mobile_money', method: 'mtn_momo', phone: WALLET };
    fake.delayAnswers(200);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(i % 2 === 0 ? noon : other, diner.token, body)));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    const [payment] = await paymentsOf(ctx, orderId);
    expect(fake.calls.filter((c) => c.path === '/v2/payment' && c.body.metadata === payment!.id)).toHaveLength(1);
    expect(new Set(answers.map((res) => JSON.stringify(res.json.next)))).toEqual(new Set([JSON.stringify(answers[0]!.json.next)]));
    expect(answers[0]!.json.next).toMatchObject({ reference: payment!.providerRef, paymentUrl: expect.any(String) });
  });

  it('lets the diner retry at once when CinetPay did not answer the first time: a fresh counter, and the unanswered call holds nothing', async () => {
    const orderId = await placedTakeAway(noon, diner.token, restaurant, dish.id);
    const body = { orderId, provider: 'mobile_money', method: 'wave', phone: WALLET };
    fake.delayAnswers(Infinity);
    expectError(await pay(noon, diner.token, body), 502, 'payment_provider_error');
    const [unanswered] = await rows<{ opening_until: Date | null; provider_ref: string | null }>(ctx, sql`select opening_until, provider_ref from payments where order_id = ${orderId}::uuid`);
    expect(unanswered).toEqual({ opening_until: null, provider_ref: null });
    fake.delayAnswers(0);
    const retry = await pay(await otherInstance(), diner.token, body);
    expect(retry.status).toBe(200);
    const [payment] = await paymentsOf(ctx, orderId);
    expect(retry.json.next).toMatchObject({ reference: payment!.providerRef, paymentUrl: expect.any(String) });
  });

  it('moves pending → paid when CinetPay’s signed notification arrives, and sends one receipt', async () => {
    const { paymentId, reference } = await startMobileMoney();
    const receiptsBefore = (await receiptsFor(ctx, diner.email)).length;
    fake.settle(reference, 'accepted');
    const res = await postNotification(ctx, fake.notification(reference));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: 'moved' });
    expect((await getPayment(noon, diner.token, paymentId)).json.status).toBe('paid');
    expect(await receiptsFor(ctx, diner.email)).toHaveLength(receiptsBefore + 1);
  });

  it('keeps the payment pending on the notification that the wallet prompt went out', async () => {
    const { paymentId, reference } = await startMobileMoney();
    const res = await postNotification(ctx, fake.notification(reference));
    expect(res.status).toBe(200);
    expect((await getPayment(noon, diner.token, paymentId)).json.status).toBe('pending');
  });

  it('changes nothing on a replayed notification, nor on a late one about the wallet prompt', async () => {
    const { orderId, reference } = await startMobileMoney();
    const prompt = fake.notification(reference);
    fake.settle(reference, 'accepted');
    const success = fake.notification(reference);
    expect((await postNotification(ctx, success)).json.outcome).toBe('moved');
    const before = await paymentsOf(ctx, orderId);
    expect((await postNotification(ctx, success)).json.outcome).toBe('duplicate');
    expect((await postNotification(ctx, prompt)).json.outcome).toBe('duplicate');
    expect(await paymentsOf(ctx, orderId)).toEqual(before);
    expect(before).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('refuses a notification with a bad x-token (400 invalid_signature) and changes nothing', async () => {
    const { orderId, reference } = await startMobileMoney();
    fake.settle(reference, 'accepted');
    const forged = fake.notification(reference, { secretKey: 'guessed' });
    expectError(await postNotification(ctx, forged), 400, 'invalid_signature');
    const genuine = fake.notification(reference);
    expectError(await postNotification(ctx, { ...genuine, body: genuine.body.replace(/cpm_amount=\d+/, 'cpm_amount=5') }), 400, 'invalid_signature');
    expect(await paymentsOf(ctx, orderId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    const events = await rows<{ count: number }>(ctx, sql`select count(*)::int as count from payment_webhook_events where event_id like ${`${reference}%`}`);
    expect(events[0].count).toBe(0);
  });

  it('ends in one paid payment when the notification beats the diner’s return from the counter', async () => {
    const { orderId, paymentId, reference } = await startMobileMoney();
    const receiptsBefore = (await receiptsFor(ctx, diner.email)).length;
    fake.settle(reference, 'accepted');
    expect((await postNotification(ctx, fake.notification(reference))).json.outcome).toBe('moved');
    const back = await validate(noon, diner.token, { paymentId, providerRef: reference });
    expect(back.status).toBe(200);
    expect(back.json.status).toBe('paid');
    expect(await paymentsOf(ctx, orderId)).toEqual([expect.objectContaining({ id: paymentId, status: 'paid' })]);
    expect(await receiptsFor(ctx, diner.email)).toHaveLength(receiptsBefore + 1);
  });

  it('ends in one paid payment when the diner’s return beats the notification', async () => {
    const { orderId, paymentId, reference } = await startMobileMoney();
    fake.settle(reference, 'accepted');
    expect((await validate(noon, diner.token, { paymentId })).json.status).toBe('paid');
    expect((await postNotification(ctx, fake.notification(reference))).json.outcome).not.toBe('moved');
    expect(await paymentsOf(ctx, orderId)).toEqual([expect.objectContaining({ id: paymentId, status: 'paid' })]);
  });

  it('records a wallet that refused as failed, with CinetPay’s code as the reason', async () => {
    const { paymentId, reference } = await startMobileMoney();
    fake.settle(reference, 'refused');
    expect((await postNotification(ctx, fake.notification(reference))).json.outcome).toBe('moved');
    expect((await getPayment(noon, diner.token, paymentId)).json.status).toBe('failed');
    const [row] = await rows<{ reason: string }>(ctx, sql`select failure_reason as reason from payments where id = ${paymentId}::uuid`);
    expect(row.reason).toBe('cinetpay_600');
  });

  it('leaves the payment pending when CinetPay does not answer the return in time (a 5xx, never a 500)', async () => {
    const { paymentId } = await startMobileMoney();
    fake.delayAnswers(Infinity);
    const res = await validate(noon, diner.token, { paymentId });
    expect(res.status).toBeGreaterThanOrEqual(502);
    expect(res.status).not.toBe(500);
    fake.delayAnswers(0);
    expect((await getPayment(noon, diner.token, paymentId)).json.status).toBe('pending');
  });

  it('answers a notification CinetPay cannot confirm in time with 504, so CinetPay sends it again, and changes nothing', async () => {
    const { orderId, reference } = await startMobileMoney();
    fake.settle(reference, 'accepted');
    const notification = fake.notification(reference);
    fake.delayAnswers(Infinity);
    expectError(await postNotification(ctx, notification), 504, 'payment_provider_timeout');
    fake.delayAnswers(0);
    expect(await paymentsOf(ctx, orderId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await postNotification(ctx, notification)).json.outcome).toBe('moved');
  });

  it('refuses a total CinetPay cannot take (not a multiple of 5) with 422, and lets the diner pay on site instead', async () => {
    const odd = await plainDish(ctx, restaurant.id, null, 1);
    await ctx.database.db.execute(sql`update dishes set price_amount = 2502 where id = ${odd.id}`);
    const orderId = await placedTakeAway(noon, diner.token, restaurant, odd.id);
    expectError(await pay(noon, diner.token, { orderId, provider: 'mobile_money', phone: WALLET }), 422, 'payment_amount_not_supported');
    expect(await paymentsOf(ctx, orderId)).toEqual([expect.objectContaining({ provider: 'mobile_money', status: 'failed', providerRef: null })]);
    expect((await pay(noon, diner.token, { orderId, provider: 'on_site' })).status).toBe(200);
  });

  it('does not let another diner confirm or read a mobile-money payment (404)', async () => {
    const { paymentId } = await startMobileMoney();
    expectError(await validate(noon, stranger.token, { paymentId }), 404, 'not_found');
    expectError(await getPayment(noon, stranger.token, paymentId), 404, 'not_found');
  });

  it('keeps a paid payment paid when its order is cancelled: CinetPay has no refund, so the staff refund by hand', async () => {
    const { orderId, reference } = await startMobileMoney();
    fake.settle(reference, 'accepted');
    await postNotification(ctx, fake.notification(reference));
    logs.clear();
    expect((await cancelOrder(noon, diner.token, orderId)).status).toBe(200);
    expect(await paymentsOf(ctx, orderId)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(logs.text()).toContain('refund_not_supported');
  });

  it('answers CinetPay’s availability ping on the notification address (GET 200)', async () => {
    expect((await call(ctx, 'GET', '/api/payments/webhooks/mobile_money')).status).toBe(200);
  });

  it('writes neither the wallet’s number nor the diner’s e-mail to the logs', async () => {
    logs.clear();
    const { paymentId, reference } = await startMobileMoney();
    fake.settle(reference, 'accepted');
    await postNotification(ctx, fake.notification(reference));
    await validate(noon, diner.token, { paymentId });
    const unanswered = await startMobileMoney();
    fake.delayAnswers(Infinity);
    await validate(noon, diner.token, { paymentId: unanswered.paymentId });
    const text = logs.text();
    expect(text).toContain(unanswered.paymentId);
    for (const secret of [WALLET_E164, '0712345678', diner.email, FAKE_CINETPAY_CREDENTIALS.apiKey, FAKE_CINETPAY_CREDENTIALS.secretKey]) expect(text).not.toContain(secret);
  });
});
