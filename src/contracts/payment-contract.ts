import { z } from 'zod';
import { ZMoney } from './common-contract';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payment-limits';
import { ZPhoneInput } from './phone-contract';

/** A card saved at Stripe: its payment method id (`pm_…`, or an older `card_…`). */
export const ZSavedCardId = z.string().max(255).regex(/^(pm|card)_[A-Za-z0-9_]+$/, 'Not a saved card id');

/**
 * POST /reservation/order/pay: pay the diner's own placed order. Strict and without an amount: the
 * server charges the order's own total at that moment, so a tampered `amount` is a 400, never used.
 * `phone` is the mobile-money wallet's number (required for mobile_money); `method` says which wallet
 * (mobile_money) or cash/card (on_site); Stripe is always `card`. Stripe only: `saveCard` keeps the
 * new card for next time (off unless sent), `savedCardId` pays with one of the diner's saved cards.
 */
export const ZPayRequest = z
  .object({
    orderId: z.uuid(),
    provider: z.enum(PAYMENT_PROVIDERS),
    phone: ZPhoneInput.optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    saveCard: z.boolean().optional(),
    savedCardId: ZSavedCardId.optional(),
  })
  .strict()
  .refine((body) => body.provider !== 'mobile_money' || body.phone !== undefined, { message: 'The wallet’s phone number is required for mobile money', path: ['phone'] })
  .refine((body) => body.provider === 'stripe' || (body.saveCard === undefined && body.savedCardId === undefined), { message: 'Only a card payment can save or use a saved card', path: ['saveCard'] })
  .refine((body) => !(body.saveCard && body.savedCardId), { message: 'A saved card is already saved', path: ['saveCard'] });
export type TPayRequest = z.input<typeof ZPayRequest>;

export const ZPayment = z.object({
  id: z.uuid(),
  orderId: z.uuid().nullable(),
  reservationId: z.uuid().nullable(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  amount: ZMoney.describe('Minor units of the currency (XOF/XAF have none: 2500 is 2 500 F CFA)'),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string().describe('ISO 8601 instant'),
  updatedAt: z.string().describe('ISO 8601 instant'),
  receiptSentAt: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** What the client does next: nothing online (pay at the restaurant), Stripe Elements, or wait for the wallet's push. */
export const ZPayNext = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('on_site') }),
  z.object({ kind: z.literal('stripe'), clientSecret: z.string(), publishableKey: z.string() }),
  z.object({
    kind: z.literal('mobile_money'),
    reference: z.string(),
    status: z.literal('pending'),
    /** CinetPay's counter, locked to the wallet's number: the client opens it, the diner approves the push/USSD prompt there and comes back to /my-account/payment?paymentId=…. */
    paymentUrl: z.url().optional(),
  }),
]);
export type TPayNext = z.infer<typeof ZPayNext>;

export const ZPayStart = z.object({ payment: ZPayment, next: ZPayNext });
export type TPayStart = z.infer<typeof ZPayStart>;

/** POST /paymentExternal/validate: the client came back from a provider; the server asks the provider, never trusts the client. */
export const ZValidatePaymentRequest = z
  .object({
    paymentId: z.uuid(),
    providerRef: z.string().trim().min(1).max(255).optional(),
  })
  .strict();
export type TValidatePaymentRequest = z.infer<typeof ZValidatePaymentRequest>;

export const ZPaymentList = z.object({ payments: z.array(ZPayment) });

/** GET /payments?orderId=…: only that order's payments (e.g. the order page finding its payment after a reload). */
export const ZPaymentListQuery = z.object({ orderId: z.uuid().optional() });
export type TPaymentList = z.infer<typeof ZPaymentList>;

/** POST /manager/orders/{id}/paid: the staff collected the money; the method they saw (cash by default). */
export const ZCollectPaymentRequest = z.object({ method: z.enum(PAYMENT_METHODS).optional() }).strict();
export type TCollectPaymentRequest = z.infer<typeof ZCollectPaymentRequest>;

/** GET /payments/cards: the diner's own saved cards (none when Stripe is not configured). */
export const ZSavedCard = z.object({
  id: ZSavedCardId,
  brand: z.string().describe('Stripe’s card brand: visa, mastercard, amex…'),
  last4: z.string(),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

export const ZSavedCardList = z.object({ cards: z.array(ZSavedCard) });
export type TSavedCardList = z.infer<typeof ZSavedCardList>;

export const ZSavedCardParam = z.object({ id: ZSavedCardId });
