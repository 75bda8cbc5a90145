import type { ServerEnv } from '@/config/env.server';
import { createOnSitePaymentAdapter } from './on-site-payment-adapter';
import type { PaymentAdapter, PaymentAdapters } from './payment-adapter';
import { createStripePaymentAdapter } from './stripe-payment-adapter';

export type PaymentEnv = Pick<ServerEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>;

/** Stripe needs its three keys; half a configuration is no configuration (and never a crash at the first payment). */
export const isStripeConfigured = (env: PaymentEnv): boolean => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET);

/** staticData.stripePublicKey: the publishable key when Stripe is offered, else empty (the client then never loads Stripe.js). */
export const stripePublicKeyOf = (env: PaymentEnv): string => (isStripeConfigured(env) ? env.STRIPE_PUBLISHABLE_KEY : '');

function selectStripe(env: PaymentEnv): PaymentAdapter | undefined {
  if (!isStripeConfigured(env) || !env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return createStripePaymentAdapter({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  });
}

/**
 * Mobile money when its aggregator's keys are set. HOOK for the mobile-money adapter
 * (adapters/payments/mobile-money/): add its env vars to env.server.ts and PaymentEnv, and return
 * its PaymentAdapter (provider 'mobile_money') here when they are all set.
 */
function selectMobileMoney(_env: PaymentEnv): PaymentAdapter | undefined {
  return undefined;
}

/** DESIGN rule 8: chosen once from env at start. On site is always offered; the others only when configured. */
export function selectPaymentAdapters(env: PaymentEnv): PaymentAdapters {
  const stripe = selectStripe(env);
  const mobileMoney = selectMobileMoney(env);
  return {
    on_site: createOnSitePaymentAdapter(),
    ...(stripe && { stripe }),
    ...(mobileMoney && { mobile_money: mobileMoney }),
  };
}
