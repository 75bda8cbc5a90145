import type { TPayNext } from '@/contracts/payment-contract';
import type { TPaymentMethod, TPaymentProvider, TPaymentStatus } from '@/contracts/payment-limits';

export interface PaymentCreateInput {
  /** Our payments.id: providers keep it as metadata, so their events lead back to it. */
  paymentId: string;
  /** One per order attempt: a retried create returns the provider's first answer instead of charging twice. */
  idempotencyKey: string;
  /**
   * Set when this payment was already created at the provider (a double click, a second tab, a retry):
   * answer its next step again WITHOUT starting a new charge or a new wallet push. Null the first time;
   * a create that timed out is asked again with a null ref and the same idempotencyKey.
   */
  existingRef: string | null;
  /** Minor units of `currency` (XOF/XAF have none: sent as is). */
  amount: number;
  currency: string;
  method: TPaymentMethod;
  /** What the diner sees on a statement or a wallet prompt ("Tablée — Chez Tante Awa"). */
  description: string;
  customer: { email: string | null; phone: string | null };
  /**
   * Cards only, when the diner saves this card or pays with a saved one: their customer at the
   * provider, the saved card (already checked to be attached to that customer) or null for a new
   * card, and whether a new card is kept for next time.
   */
  card?: PaymentCardOptions;
}

export interface PaymentCardOptions {
  customerRef: string;
  savedCardRef: string | null;
  saveForLater: boolean;
}

/** A provider's view of one payment, mapped onto our states. */
export interface ProviderPaymentState {
  providerRef: string;
  status: TPaymentStatus;
  /** The provider's short reason for a failure (a code, never personal data). */
  failureReason?: string | null;
}

export interface PaymentCreated extends ProviderPaymentState {
  /** What the client needs to finish (client secret, wallet reference, or nothing for on site). */
  next: TPayNext;
}

/** A verified webhook event; `null` from verifyWebhook means "genuine but not about a payment's state" (answered 200, ignored). */
export interface PaymentWebhookEvent extends ProviderPaymentState {
  /** The provider's event id: payment_webhook_events keeps it so a replay changes nothing. */
  eventId: string;
  /** Our payments.id when the provider echoes it (metadata): finds the payment even before its providerRef was stored. */
  paymentId?: string;
}

/** Thrown by verifyWebhook when the signature (or the body) does not check out: the route answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * One payment provider behind one interface (DESIGN rule 8): on site, Stripe, mobile money. The
 * service never talks to a provider any other way, and keeps the state machine itself: an adapter
 * only reports the provider's state, it never decides a transition.
 */
export interface PaymentAdapter {
  readonly provider: TPaymentProvider;
  /** The methods this provider takes; a pay request with another method is a 422. The first is the default. */
  readonly methods: readonly TPaymentMethod[];
  create(input: PaymentCreateInput): Promise<PaymentCreated>;
  /** Asks the provider for the payment's current state (a return from a redirect, a polling client). */
  confirm(providerRef: string): Promise<ProviderPaymentState>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentWebhookEvent | null>;
  /** Gives the whole amount back; resolves once the provider accepted the refund. */
  refund(input: { providerRef: string; amount: number; currency: string; idempotencyKey: string }): Promise<{ refundRef: string }>;
}

/** The configured providers by name; on_site is always there. */
export type PaymentAdapters = Readonly<Partial<Record<TPaymentProvider, PaymentAdapter>>> & { readonly on_site: PaymentAdapter };
