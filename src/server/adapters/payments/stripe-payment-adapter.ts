import type Stripe from 'stripe';
import type { TPaymentStatus } from '@/contracts/payment-limits';
import { WebhookSignatureError, type PaymentAdapter, type PaymentCardOptions, type ProviderPaymentState } from './payment-adapter';
import { toStripeAmount } from './stripe-amount';

export interface StripeSettings {
  publishableKey: string;
  webhookSecret: string;
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

/** What the intent carries for a saved or to-be-saved card (Stripe's way: `customer`, then `payment_method` or `setup_future_usage`). */
function cardParams(card: PaymentCardOptions | undefined): Pick<Stripe.PaymentIntentCreateParams, 'customer' | 'payment_method' | 'setup_future_usage'> {
  if (!card) return {};
  return {
    customer: card.customerRef,
    ...(card.savedCardRef ? { payment_method: card.savedCardRef } : card.saveForLater && { setup_future_usage: 'on_session' as const }),
  };
}

/** Still waiting for the diner's card: the only states in which Stripe lets the card choice change. */
const OPEN_INTENT = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const idOf = (value: string | { id: string } | null): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * The diner came back to an intent already created (a second tab, another try) with another card
 * choice: a saved card to use, or a new card to keep. The intent follows the latest choice while it
 * is still open; a choice it already carries changes nothing.
 */
async function followCardChoice(stripe: Stripe, intent: Stripe.PaymentIntent, card: PaymentCardOptions | undefined): Promise<Stripe.PaymentIntent> {
  if (!OPEN_INTENT.has(intent.status)) return intent;
  const wanted = cardParams(card);
  const change: Stripe.PaymentIntentUpdateParams = {};
  if (wanted.customer && idOf(intent.customer) !== wanted.customer) change.customer = wanted.customer;
  if (wanted.payment_method && idOf(intent.payment_method) !== wanted.payment_method) change.payment_method = wanted.payment_method as string;
  const futureUsage = wanted.setup_future_usage ?? null;
  if (!wanted.payment_method && (intent.setup_future_usage ?? null) !== futureUsage) change.setup_future_usage = futureUsage ?? '';
  return Object.keys(change).length > 0 ? stripe.paymentIntents.update(intent.id, change) : intent;
}

/** Card payments through Stripe PaymentIntents; the client confirms with Elements (or a saved card with Stripe.js) and the webhook settles it. */
export function createStripePaymentAdapter(stripe: Stripe, settings: StripeSettings): PaymentAdapter {
  return {
    provider: 'stripe',
    methods: ['card'],
    async create({ paymentId, idempotencyKey, existingRef, amount, currency, description, customer, card }) {
      // A known intent is fetched again (its client secret comes back with the secret key); a new one is
      // created with the payment's key, so a create that timed out and is retried finds the same intent.
      const intent = existingRef ? await followCardChoice(stripe, await stripe.paymentIntents.retrieve(existingRef), card) : await stripe.paymentIntents.create(
        {
          amount: toStripeAmount(amount, currency),
          currency: currency.toLowerCase(),
          description,
          receipt_email: customer.email ?? undefined,
          automatic_payment_methods: { enabled: true },
          metadata: { payment_id: paymentId },
          ...cardParams(card),
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
