import { randomBytes } from 'node:crypto';
import { AppError } from '@/lib/errors/app-error';
import { WebhookSignatureError, type PaymentAdapter, type ProviderPaymentState } from '../payment-adapter';
import { checkCinetPayPayment, initCinetPayPayment } from './cinetpay-client';
import type { CinetPayConfig } from './cinetpay-config';
import { isCinetPayTokenValid, parseCinetPayNotification } from './cinetpay-notification';
import { createOpenCounters } from './open-counters';

/** CinetPay takes whole francs in multiples of 5 (the smallest coin), from 100 (docs: "Initialisation"). */
const MINIMUM_AMOUNT = 100;
const AMOUNT_STEP = 5;
const CURRENCIES = ['XOF', 'XAF'] as const;
type Currency = (typeof CURRENCIES)[number];
const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/**
 * CinetPay's transaction_id: our payment id plus a few random characters, letters and digits only
 * (its docs advise against special characters). A fresh one per opening (open-counters.ts):
 * CinetPay refuses a transaction_id it has seen, and a create retried after a timeout must still
 * open a counter; the diner only ever gets the link of the one we answered, so only that one can be paid.
 */
const newTransactionId = (paymentId: string) => `TBL${paymentId.replace(/-/g, '')}${randomBytes(3).toString('hex')}`.toUpperCase();

/** The description shown on the counter: CinetPay rejects #, /, $, _ and &, so only letters, digits and spaces go. */
const counterDescription = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 .,'-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || 'Tablee';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refundUnsupported = () =>
  new AppError(
    'refund_not_supported',
    'Mobile-money payments cannot be refunded automatically: CinetPay’s checkout API has no refund; the restaurant refunds the diner from its CinetPay back office',
    { statusCode: 409 },
  );

function checkPayable(amount: number, currency: string): asserts currency is Currency {
  if (!isCurrency(currency)) {
    throw new AppError('payment_currency_not_supported', `Mobile money takes XOF and XAF, not ${currency}`, { statusCode: 422 });
  }
  if (!Number.isInteger(amount) || amount < MINIMUM_AMOUNT || amount % AMOUNT_STEP !== 0) {
    throw new AppError('payment_amount_not_supported', `Mobile money takes whole amounts of at least ${MINIMUM_AMOUNT}, in steps of ${AMOUNT_STEP}`, {
      statusCode: 422,
      details: { minimum: MINIMUM_AMOUNT, step: AMOUNT_STEP },
    });
  }
}

/**
 * Mobile money (Orange Money, MTN MoMo, Moov Money, Wave) through CinetPay's checkout API v2.
 * create opens CinetPay's counter locked to the diner's wallet number; the diner approves the push or
 * USSD prompt there, and the payment stays pending until CinetPay notifies us. A notification carries
 * no trustworthy state (docs: "Notification"): once its x-token checks out we ask payment/check, and
 * that answer is what moves the payment.
 */
export function createMobileMoneyPaymentAdapter(config: CinetPayConfig): PaymentAdapter {
  const counters = createOpenCounters();
  const stateOf = async (providerRef: string): Promise<ProviderPaymentState & { paymentId?: string }> => {
    const checked = await checkCinetPayPayment(config, providerRef);
    const settledBadly = checked.state === 'failed' || checked.state === 'cancelled';
    return {
      providerRef,
      status: checked.state,
      failureReason: settledBadly ? `cinetpay_${checked.code}` : null,
      // Our payment id, sent as metadata at init and given back by payment/check.
      ...(checked.metadata && UUID.test(checked.metadata) && { paymentId: checked.metadata }),
    };
  };
  const nextOf = (transactionId: string) => {
    const paymentUrl = counters.linkOf(transactionId);
    return { kind: 'mobile_money' as const, reference: transactionId, status: 'pending' as const, ...(paymentUrl && { paymentUrl }) };
  };

  return {
    provider: 'mobile_money',
    methods: ['orange_money', 'mtn_momo', 'moov_money', 'wave'],
    async create({ paymentId, existingRef, amount, currency, description, customer }) {
      if (existingRef) {
        // Already opened (a second tab, a double click): no new transaction, the same counter if we know it.
        const { providerRef, status, failureReason } = await stateOf(existingRef);
        return { providerRef, status, failureReason, next: nextOf(existingRef) };
      }
      checkPayable(amount, currency);
      const phone = customer.phone;
      if (!phone) throw new AppError('validation_failed', 'The wallet’s phone number is required for mobile money', { statusCode: 400, details: [{ path: ['phone'], message: 'Required' }] });
      const { transactionId } = await counters.openOnce(paymentId, async () => {
        const id = newTransactionId(paymentId);
        const returnUrl = new URL(config.returnUrl);
        returnUrl.searchParams.set('paymentId', paymentId);
        const { paymentUrl } = await initCinetPayPayment(
          { ...config, returnUrl: returnUrl.toString() },
          { transactionId: id, amount, currency, description: counterDescription(description), walletPhone: phone, lang: 'fr', metadata: paymentId },
        );
        return { transactionId: id, paymentUrl };
      });
      return { providerRef: transactionId, status: 'pending', next: nextOf(transactionId) };
    },
    confirm: stateOf,
    async verifyWebhook(rawBody, headers) {
      const fields = parseCinetPayNotification(rawBody, headers.get('content-type') ?? undefined);
      if (!isCinetPayTokenValid(fields, headers.get('x-token'), config.secretKey)) throw new WebhookSignatureError('The CinetPay x-token does not match');
      if (fields.cpm_site_id !== config.siteId || !fields.cpm_trans_id) throw new WebhookSignatureError('The notification is not for this CinetPay site');
      const state = await stateOf(fields.cpm_trans_id);
      // CinetPay sends no event id: a notification is identified by the state it led to, so a replay,
      // or a late notification about a state already applied, is recognised and changes nothing.
      return { ...state, eventId: `${fields.cpm_trans_id}:${state.status}` };
    },
    async refund() {
      throw refundUnsupported();
    },
  };
}
