import type { ServerEnv } from '@/config/env.server';
import { MOBILE_MONEY_METHODS } from '@/contracts/payment-limits';
import { createOnSitePaymentAdapter } from './on-site-payment-adapter';
import type { PaymentAdapter, PaymentAdapters } from './payment-adapter';
import type { SavedCardsAdapter } from './saved-cards-adapter';
import { createStripeClient } from './stripe-client';
import { createStripePaymentAdapter } from './stripe-payment-adapter';
import { createStripeSavedCardsAdapter } from './stripe-saved-cards-adapter';
import { selectMobileMoneyAdapter, type MobileMoneyEnv } from './mobile-money/select-mobile-money-adapter';

export type PaymentEnv = Pick<ServerEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'> & MobileMoneyEnv;

/** Stripe needs its three keys; half a configuration is no configuration (and never a crash at the first payment). */
export const isStripeConfigured = (env: PaymentEnv): boolean => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET);

/** staticData.stripePublicKey: the publishable key when Stripe is offered, else empty (the client then never loads Stripe.js). */
export const stripePublicKeyOf = (env: PaymentEnv): string => (isStripeConfigured(env) ? env.STRIPE_PUBLISHABLE_KEY : '');

function selectStripe(env: PaymentEnv): PaymentAdapter | undefined {
  if (!isStripeConfigured(env) || !env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return createStripePaymentAdapter(createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE), {
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  });
}

/** Saved cards live at Stripe, so they exist only when Stripe is configured; otherwise there are none to keep. */
export function selectSavedCardsAdapter(env: PaymentEnv): SavedCardsAdapter | null {
  if (!isStripeConfigured(env) || !env.STRIPE_SECRET_KEY) return null;
  return createStripeSavedCardsAdapter(createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE));
}

/** What the client may offer besides paying on site: the Stripe key and the wallets of the configured mobile-money provider. */
export function paymentOfferOf(env: PaymentEnv, adapters: PaymentAdapters): { stripePublicKey: string; mobileMoneyMethods: (typeof MOBILE_MONEY_METHODS)[number][] } {
  const wallets = adapters.mobile_money?.methods ?? [];
  return { stripePublicKey: stripePublicKeyOf(env), mobileMoneyMethods: MOBILE_MONEY_METHODS.filter((method) => wallets.includes(method)) };
}

/** DESIGN rule 8: chosen once from env at start. On site is always offered; the others only when configured. */
export function selectPaymentAdapters(env: PaymentEnv): PaymentAdapters {
  const stripe = selectStripe(env);
  // Mobile money through CinetPay when its three keys are set (mobile-money/select-mobile-money-adapter.ts).
  const mobileMoney = selectMobileMoneyAdapter(env);
  return {
    on_site: createOnSitePaymentAdapter(),
    ...(stripe && { stripe }),
    ...(mobileMoney && { mobile_money: mobileMoney }),
  };
}
