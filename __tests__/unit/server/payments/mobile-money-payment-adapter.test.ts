/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { readServerEnv } from '@/config/env.server';
import { AppError } from '@/lib/errors/app-error';
import { WebhookSignatureError, type PaymentAdapter, type PaymentCreateInput } from '@/server/adapters/payments/payment-adapter';
import { selectPaymentAdapters } from '@/server/adapters/payments/select-payment-adapters';
import { FAKE_CINETPAY_CREDENTIALS, startFakeCinetPay, type FakeCinetPay } from '../../../../scripts/fakes/fake-cinetpay';

let fake: FakeCinetPay;
let adapter: PaymentAdapter;

const cinetPayEnv = (baseUrl: string) => ({
  NODE_ENV: 'test' as const,
  APP_ORIGIN: 'https://tablee.test',
  CINETPAY_API_KEY: FAKE_CINETPAY_CREDENTIALS.apiKey,
  CINETPAY_SITE_ID: FAKE_CINETPAY_CREDENTIALS.siteId,
  CINETPAY_SECRET_KEY: FAKE_CINETPAY_CREDENTIALS.secretKey,
  CINETPAY_BASE_URL: baseUrl,
  CINETPAY_TIMEOUT_MS: '300',
});

beforeAll(async () => {
  fake = await startFakeCinetPay();
  const adapters = selectPaymentAdapters(readServerEnv(cinetPayEnv(fake.baseUrl)));
  if (!adapters.mobile_money) throw new Error('mobile money should be configured');
  adapter = adapters.mobile_money;
});
afterAll(() => fake.close());
afterEach(() => fake.delayAnswers(0));

const input = (overrides: Partial<PaymentCreateInput> = {}): PaymentCreateInput => ({
  paymentId: randomUUID(),
  idempotencyKey: randomUUID(),
  existingRef: null,
  amount: 12_500,
  currency: 'XOF',
  method: 'orange_money',
  description: 'Tablée — Chez Tante Awa & fils #12',
  customer: { email: 'awa@example.ci', phone: '+2250712345678' },
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function webhookFor(transactionId: string, options?: { secretKey?: string }) {
  const { body, headers } = fake.notification(transactionId, options);
  return { body, headers: new Headers(headers) };
}

describe('selecting mobile money', () => {
  it('is offered only when the CinetPay API key, site id and secret key are all set', () => {
    const full = cinetPayEnv(fake.baseUrl);
    expect(selectPaymentAdapters(readServerEnv(full)).mobile_money?.provider).toBe('mobile_money');
    for (const missing of ['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'] as const) {
      expect(selectPaymentAdapters(readServerEnv({ ...full, [missing]: '' })).mobile_money).toBeUndefined();
    }
  });

  it('stops the start when the site id is not CinetPay’s numeric id', () => {
    expect(() => readServerEnv({ ...cinetPayEnv(fake.baseUrl), CINETPAY_SITE_ID: 'abc' })).toThrow(/CINETPAY_SITE_ID/);
  });
});

describe('mobile money through CinetPay', () => {
  it('creates a pending payment and a counter locked to the diner’s wallet, whose return leads back to the payment', async () => {
    const payment = input();
    const created = await adapter.create(payment);
    expect(created).toMatchObject({ status: 'pending', next: { kind: 'mobile_money', status: 'pending', reference: created.providerRef } });
    expect(created.next).toHaveProperty('paymentUrl', `${fake.baseUrl}/payment/${fake.transaction(created.providerRef)?.paymentToken}`);
    const tx = fake.transaction(created.providerRef);
    expect(tx).toMatchObject({ amount: 12_500, currency: 'XOF', channels: 'MOBILE_MONEY', customerPhone: '+2250712345678', lockPhone: true, metadata: payment.paymentId });
    // CinetPay refuses #, /, $, _ and & in a description.
    expect(tx?.description).toBe('Tablee Chez Tante Awa fils 12');
    const init = fake.calls.find((c) => c.body.transaction_id === created.providerRef);
    expect(init?.body.notify_url).toBe('https://tablee.test/api/payments/webhooks/mobile_money');
    expect(init?.body.return_url).toBe(`https://tablee.test/my-account/payment?paymentId=${payment.paymentId}`);
  });

  it('answers a payment already opened (a second tab, a double click) with its counter again, opening nothing new', async () => {
    const payment = input();
    const first = await adapter.create(payment);
    const initsBefore = fake.calls.filter((c) => c.path === '/v2/payment').length;
    const again = await adapter.create({ ...payment, existingRef: first.providerRef });
    expect(again).toEqual({ ...first, failureReason: null });
    expect(fake.calls.filter((c) => c.path === '/v2/payment')).toHaveLength(initsBefore);
    fake.settle(first.providerRef, 'accepted');
    expect(await adapter.create({ ...payment, existingRef: first.providerRef })).toMatchObject({ providerRef: first.providerRef, status: 'paid' });
  });

  it('shares one CinetPay transaction between creates that overlap before the first reference is stored', async () => {
    const payment = input();
    const [one, two] = await Promise.all([adapter.create(payment), adapter.create(payment)]);
    expect(two).toEqual(one);
    expect(fake.calls.filter((c) => c.path === '/v2/payment' && c.body.metadata === payment.paymentId)).toHaveLength(1);
  });

  it('opens a fresh CinetPay transaction when a create that timed out is retried (CinetPay refuses a transaction id twice)', async () => {
    const payment = input();
    fake.delayAnswers(Infinity);
    expect(await rejection(adapter.create(payment))).toMatchObject({ code: 'payment_provider_timeout' });
    fake.delayAnswers(0);
    const retried = await adapter.create(payment);
    expect(retried.status).toBe('pending');
    const inits = fake.calls.filter((c) => c.path === '/v2/payment' && c.body.metadata === payment.paymentId);
    expect(inits).toHaveLength(2);
    expect(inits[1]?.body.transaction_id).toBe(retried.providerRef);
    expect(inits[0]?.body.transaction_id).not.toBe(retried.providerRef);
  });

  it('refuses what CinetPay cannot take: another currency, less than 100, or not a multiple of 5', async () => {
    expect(await rejection(adapter.create(input({ currency: 'EUR' })))).toMatchObject({ code: 'payment_currency_not_supported', statusCode: 422 });
    expect(await rejection(adapter.create(input({ amount: 95 })))).toMatchObject({ code: 'payment_amount_not_supported', statusCode: 422 });
    expect(await rejection(adapter.create(input({ amount: 1_002 })))).toMatchObject({ code: 'payment_amount_not_supported', statusCode: 422 });
  });

  it('needs the wallet’s phone number', async () => {
    expect(await rejection(adapter.create(input({ customer: { email: null, phone: null } })))).toMatchObject({ code: 'validation_failed', statusCode: 400 });
  });

  it('confirms by asking CinetPay: pending while the diner has not approved, then paid', async () => {
    const { providerRef } = await adapter.create(input({ currency: 'XAF', customer: { email: null, phone: '+237671234567' } }));
    expect(await adapter.confirm(providerRef)).toMatchObject({ providerRef, status: 'pending', failureReason: null });
    fake.settle(providerRef, 'accepted');
    expect(await adapter.confirm(providerRef)).toMatchObject({ providerRef, status: 'paid', failureReason: null });
  });

  it('reports a refused wallet as failed with CinetPay’s code as the reason, and a cancelled counter as cancelled', async () => {
    const refused = await adapter.create(input());
    const cancelled = await adapter.create(input());
    fake.settle(refused.providerRef, 'refused');
    fake.settle(cancelled.providerRef, 'cancelled');
    expect(await adapter.confirm(refused.providerRef)).toMatchObject({ status: 'failed', failureReason: 'cinetpay_600' });
    expect(await adapter.confirm(cancelled.providerRef)).toMatchObject({ status: 'cancelled', failureReason: 'cinetpay_627' });
  });

  it('reads a genuine notification into the state CinetPay confirms, with one event id per state reached', async () => {
    const payment = input();
    const { providerRef } = await adapter.create(payment);
    const waiting = await webhookFor(providerRef);
    const pendingEvent = await adapter.verifyWebhook(waiting.body, waiting.headers);
    expect(pendingEvent).toEqual({ providerRef, paymentId: payment.paymentId, status: 'pending', failureReason: null, eventId: `${providerRef}:pending` });

    fake.settle(providerRef, 'accepted');
    const success = await webhookFor(providerRef);
    const paidEvent = await adapter.verifyWebhook(success.body, success.headers);
    expect(paidEvent).toMatchObject({ providerRef, status: 'paid', eventId: `${providerRef}:paid` });
    // The same notification again is the same event, so the service's event log ignores it.
    expect(await adapter.verifyWebhook(success.body, success.headers)).toEqual(paidEvent);
  });

  it('trusts the state CinetPay answers to payment/check, not what a notification claims', async () => {
    const { providerRef } = await adapter.create(input());
    fake.settle(providerRef, 'accepted');
    const claimsSuccess = await webhookFor(providerRef);
    fake.settle(providerRef, 'refused');
    expect(await adapter.verifyWebhook(claimsSuccess.body, claimsSuccess.headers)).toMatchObject({ status: 'failed' });
  });

  it('throws WebhookSignatureError for a forged, tampered, unsigned or other-site notification, before asking CinetPay anything', async () => {
    const { providerRef } = await adapter.create(input());
    fake.settle(providerRef, 'accepted');
    const checksBefore = fake.calls.filter((c) => c.path === '/v2/payment/check').length;

    const forged = await webhookFor(providerRef, { secretKey: 'not-ours' });
    expect(await rejection(adapter.verifyWebhook(forged.body, forged.headers))).toBeInstanceOf(WebhookSignatureError);

    const genuine = await webhookFor(providerRef);
    expect(await rejection(adapter.verifyWebhook(genuine.body.replace('cpm_amount=12500', 'cpm_amount=100'), genuine.headers))).toBeInstanceOf(WebhookSignatureError);

    const unsigned = new Headers(genuine.headers);
    unsigned.delete('x-token');
    expect(await rejection(adapter.verifyWebhook(genuine.body, unsigned))).toBeInstanceOf(WebhookSignatureError);

    expect(await rejection(adapter.verifyWebhook('', new Headers()))).toBeInstanceOf(WebhookSignatureError);
    expect(fake.calls.filter((c) => c.path === '/v2/payment/check')).toHaveLength(checksBefore);
  });

  it('gives up on a CinetPay that does not answer with payment_provider_timeout', async () => {
    const { providerRef } = await adapter.create(input());
    fake.delayAnswers(Infinity);
    expect(await rejection(adapter.confirm(providerRef))).toMatchObject({ code: 'payment_provider_timeout', statusCode: 504 });
    expect(await rejection(adapter.create(input()))).toMatchObject({ code: 'payment_provider_timeout' });
  });

  it('refuses a refund with a clear error: CinetPay’s checkout API has none', async () => {
    const error = await rejection(adapter.refund({ providerRef: 'TBL1', amount: 12_500, currency: 'XOF', idempotencyKey: 'r1' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'refund_not_supported', statusCode: 409 });
  });
});
