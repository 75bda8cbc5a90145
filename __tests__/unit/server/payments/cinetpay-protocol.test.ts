/** @jest-environment node */
import { AppError } from '@/lib/errors/app-error';
import type { CinetPayConfig } from '@/server/adapters/payments/mobile-money/cinetpay-config';
import { checkCinetPayPayment, initCinetPayPayment, type CinetPayInitRequest } from '@/server/adapters/payments/mobile-money/cinetpay-client';
import { isCinetPayTokenValid, parseCinetPayNotification } from '@/server/adapters/payments/mobile-money/cinetpay-notification';
import { mapCinetPayState } from '@/server/adapters/payments/mobile-money/cinetpay-status';
import { FAKE_CINETPAY_CREDENTIALS, startFakeCinetPay, type FakeCinetPay } from '../../../../scripts/fakes/fake-cinetpay';

let fake: FakeCinetPay;
let config: CinetPayConfig;

beforeAll(async () => {
  fake = await startFakeCinetPay();
  config = {
    ...FAKE_CINETPAY_CREDENTIALS,
    baseUrl: fake.baseUrl,
    notifyUrl: 'https://tablee.test/api/payments/webhooks/mobile_money',
    returnUrl: 'https://tablee.test/my-account/payment',
    timeoutMs: 300,
  };
});
afterAll(() => fake.close());
afterEach(() => {
  fake.delayAnswers(0);
  fake.failAnswers(null);
});

let counter = 0;
const request = (overrides: Partial<CinetPayInitRequest> = {}): CinetPayInitRequest => ({
  transactionId: `TBL${Date.now()}${(counter += 1)}`,
  amount: 7500,
  currency: 'XOF',
  description: 'Commande Tablee',
  walletPhone: '+2250712345678',
  lang: 'fr',
  metadata: 'order-1',
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('CinetPay notifications (x-token HMAC)', () => {
  it('accepts a notification signed as CinetPay signs it and reads its fields', async () => {
    const init = request();
    await initCinetPayPayment(config, init);
    const { body, headers } = fake.notification(init.transactionId);
    const fields = parseCinetPayNotification(body, headers['content-type']);
    expect(fields.cpm_trans_id).toBe(init.transactionId);
    expect(isCinetPayTokenValid(fields, headers['x-token'], config.secretKey)).toBe(true);
  });

  it('refuses a notification whose fields were changed after signing, signed with another key, or unsigned', async () => {
    const init = request();
    await initCinetPayPayment(config, init);
    const { body, headers } = fake.notification(init.transactionId);
    const tampered = parseCinetPayNotification(body.replace('cpm_amount=7500', 'cpm_amount=100'), headers['content-type']);
    expect(isCinetPayTokenValid(tampered, headers['x-token'], config.secretKey)).toBe(false);

    const forged = fake.notification(init.transactionId, { secretKey: 'someone-else' });
    expect(isCinetPayTokenValid(parseCinetPayNotification(forged.body, undefined), forged.headers['x-token'], config.secretKey)).toBe(false);

    const fields = parseCinetPayNotification(body, headers['content-type']);
    expect(isCinetPayTokenValid(fields, undefined, config.secretKey)).toBe(false);
    expect(isCinetPayTokenValid(fields, 'abc', config.secretKey)).toBe(false);
  });
});

describe('CinetPay states', () => {
  it.each([
    [{ code: '00', status: 'ACCEPTED' }, 'paid'],
    [{ code: '00', status: null }, 'paid'],
    [{ code: '662', status: 'WAITING_FOR_CUSTOMER' }, 'pending'],
    [{ code: '623', status: null }, 'pending'],
    [{ code: '201', status: null }, 'pending'],
    [{ code: '600', status: 'REFUSED' }, 'failed'],
    [{ code: '602', status: null }, 'failed'],
    [{ code: '604', status: null }, 'failed'],
    [{ code: '606', status: null }, 'failed'],
    [{ code: '627', status: 'REFUSED' }, 'cancelled'],
    [{ code: '999', status: null }, 'pending'],
    [{ code: '00', status: 'REFUSED' }, 'failed'],
  ])('maps %j to %s', (snapshot, state) => {
    expect(mapCinetPayState(snapshot)).toBe(state);
  });
});

describe('CinetPay client', () => {
  it('opens a mobile-money counter locked to the diner’s wallet and returns its link', async () => {
    const init = request({ currency: 'XAF', walletPhone: '+237671234567' });
    const result = await initCinetPayPayment(config, init);
    expect(result.paymentUrl).toBe(`${fake.baseUrl}/payment/${fake.transaction(init.transactionId)?.paymentToken}`);
    expect(fake.transaction(init.transactionId)).toMatchObject({ amount: 7500, currency: 'XAF', channels: 'MOBILE_MONEY', lockPhone: true, customerPhone: '+237671234567' });
  });

  it('reports pending until the wallet answers, then paid with the amount CinetPay holds', async () => {
    const init = request();
    await initCinetPayPayment(config, init);
    expect(await checkCinetPayPayment(config, init.transactionId)).toMatchObject({ state: 'pending', code: '662' });
    fake.settle(init.transactionId, 'accepted');
    expect(await checkCinetPayPayment(config, init.transactionId)).toEqual({ state: 'paid', code: '00', amount: 7500, currency: 'XOF', paymentMethod: 'OM', metadata: 'order-1' });
  });

  it('reports a refused payment as failed and a cancelled one as cancelled', async () => {
    const refused = request();
    const cancelled = request();
    await initCinetPayPayment(config, refused);
    await initCinetPayPayment(config, cancelled);
    fake.settle(refused.transactionId, 'refused');
    fake.settle(cancelled.transactionId, 'cancelled');
    expect((await checkCinetPayPayment(config, refused.transactionId)).state).toBe('failed');
    expect((await checkCinetPayPayment(config, cancelled.transactionId)).state).toBe('cancelled');
  });

  it('turns CinetPay refusing the request itself into payment_provider_error with its code', async () => {
    const error = await rejection(initCinetPayPayment({ ...config, apiKey: 'wrong' }, request()));
    expect(error).toMatchObject({ code: 'payment_provider_error', statusCode: 502, details: { provider: 'mobile_money', providerCode: '609' } });
    const checkError = await rejection(checkCinetPayPayment({ ...config, apiKey: 'wrong' }, 'TBL1'));
    expect(checkError.details).toMatchObject({ providerCode: '609' });
  });

  it('gives up after the timeout with payment_provider_timeout', async () => {
    fake.delayAnswers(Infinity);
    const error = await rejection(checkCinetPayPayment(config, 'TBL-slow'));
    expect(error).toMatchObject({ code: 'payment_provider_timeout', statusCode: 504 });
  });

  it('turns a server error page or an unreachable host into payment_provider_error', async () => {
    fake.failAnswers(503);
    expect((await rejection(initCinetPayPayment(config, request()))).code).toBe('payment_provider_error');
    fake.failAnswers(null);
    expect((await rejection(checkCinetPayPayment({ ...config, baseUrl: 'http://127.0.0.1:9' }, 'TBL1'))).code).toBe('payment_provider_error');
  });
});
