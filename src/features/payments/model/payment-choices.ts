import type { TMoney } from '@/contracts/common-contract';
import type { MOBILE_MONEY_METHODS, TPaymentMethod, TPaymentProvider } from '@/contracts/payment-limits';

export type TMobileMoneyMethod = (typeof MOBILE_MONEY_METHODS)[number];

/** One way to pay that the modal offers: who takes the money and how. */
export interface TPaymentChoice {
  provider: TPaymentProvider;
  method: TPaymentMethod;
}

interface TPaymentOffer {
  stripePublicKey: string;
  mobileMoneyMethods?: readonly TMobileMoneyMethod[];
}

export const ON_SITE_CHOICE: TPaymentChoice = { provider: 'on_site', method: 'cash' };

/**
 * What this server offers, in the order shown: paying on site (always, the default), a card when
 * Stripe is configured (its public key is set), then each mobile-money wallet the aggregator serves.
 * A restaurant that refuses one says so when the payment starts (the server decides).
 */
export function listPaymentChoices({ stripePublicKey, mobileMoneyMethods = [] }: TPaymentOffer): TPaymentChoice[] {
  return [
    ON_SITE_CHOICE,
    ...(stripePublicKey ? [{ provider: 'stripe' as const, method: 'card' as const }] : []),
    ...mobileMoneyMethods.map((method) => ({ provider: 'mobile_money' as const, method })),
  ];
}

export const choiceKey = (choice: TPaymentChoice) => `${choice.provider}:${choice.method}`;

export interface TPaymentModalData {
  orderId: string;
  /** The order's total as the server gave it (never summed here). */
  amount: TMoney;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The PAYMENT view opens with `{ orderId, amount }`; anything else shows its error state. */
export function readPaymentModalData(data: unknown): TPaymentModalData | null {
  const { orderId, amount } = (data ?? {}) as { orderId?: unknown; amount?: { amount?: unknown; currency?: unknown } };
  if (typeof orderId !== 'string' || !UUID.test(orderId)) return null;
  if (!amount || !Number.isInteger(amount.amount) || typeof amount.currency !== 'string') return null;
  return { orderId, amount: { amount: amount.amount as number, currency: amount.currency } };
}
