import Stripe from 'stripe';
import type { TPaymentStatus } from '@/contracts/payment-limits';
import { WebhookSignatureError, type PaymentAdapter, type ProviderPaymentState } from './payment-adapter';
import { toStripeAmount } from './stripe-amount';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake server; production leaves it unset. */
  apiBase?: string;
}

/** PaymentIntent states onto ours: requires_capture is money held (authorized); the rest still wait for the diner. */
const INTENT_STATUS: Readonly<Record<Stripe.PaymentIntent.Status, TPaymentStatus>> = {
  requires_payment_method: 'pending',
  requires_confirmation: 'pending',
  requires_action: 'pending',
  processing: 'pending',
  requires_capture: 'authorized',
  succeeded: 'paid',
  canceled: 'cancelled',
};

/**
 * The events that concern a payment; any other event type is genuine but ignored. A failed attempt
 * leaves the intent open (the diner may try another card on it and succeed), so it records the
 * reason and keeps the payment pending: mapping it to the final `failed` would refuse the success
 * that may follow and lose track of money actually taken.
 */
const EVENT_STATUS: Readonly<Record<string, TPaymentStatus>> = {
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.succeeded': 'paid',
  'payment_intent.payment_failed': 'pending',
  'payment_intent.canceled': 'cancelled',
};

function stateOf(intent: Stripe.PaymentIntent): ProviderPaymentState {
  return { providerRef: intent.id, status: INTENT_STATUS[intent.status], failureReason: intent.last_payment_error?.code ?? null };
}

function clientOptions(apiBase?: string): Stripe.StripeConfig {
  const base = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiBase) return base;
  const url = new URL(apiBase);
  return { ...base, host: url.hostname, port: url.port, protocol: url.protocol.replace(':', '') as 'http' | 'https' };
}

/** Card payments through Stripe PaymentIntents; the client confirms with Elements and the webhook settles it. */
export function createStripePaymentAdapter(settings: StripeSettings): PaymentAdapter {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  return {
    provider: 'stripe',
    methods: ['card'],
    async create({ paymentId, idempotencyKey, existingRef, amount, currency, description, customer }) {
      // A known intent is fetched again (its client secret comes back with the secret key); a new one is
      // created with the payment's key, so a create that timed out and is retried finds the same intent.
      const intent = existingRef ? await stripe.paymentIntents.retrieve(existingRef) : await stripe.paymentIntents.create(
        {
          amount: toStripeAmount(amount, currency),
          currency: currency.toLowerCase(),
          description,
          receipt_email: customer.email ?? undefined,
          automatic_payment_methods: { enabled: true },
          metadata: { payment_id: paymentId },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret');
      return { ...stateOf(intent), next: { kind: 'stripe', clientSecret: intent.client_secret, publishableKey: settings.publishableKey } };
    },
    async confirm(providerRef) {
      return stateOf(await stripe.paymentIntents.retrieve(providerRef));
    },
    async verifyWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const status = EVENT_STATUS[event.type];
      if (!status) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      return { eventId: event.id, providerRef: intent.id, paymentId: intent.metadata?.payment_id, status, failureReason: intent.last_payment_error?.code ?? null };
    },
    async refund({ providerRef, amount, currency, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: providerRef, amount: toStripeAmount(amount, currency) }, { idempotencyKey });
      return { refundRef: refund.id };
    },
  };
}
