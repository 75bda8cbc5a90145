import type { ServerEnv } from '@/config/env.server';
import type { PaymentAdapter } from '../payment-adapter';
import { createMobileMoneyPaymentAdapter } from './mobile-money-payment-adapter';

export type MobileMoneyEnv = Pick<ServerEnv, 'APP_ORIGIN' | 'CINETPAY_API_KEY' | 'CINETPAY_SITE_ID' | 'CINETPAY_SECRET_KEY' | 'CINETPAY_BASE_URL' | 'CINETPAY_TIMEOUT_MS'>;

/** Where CinetPay posts its notifications (payment-routes.ts) and where its counter sends the diner back. */
export const MOBILE_MONEY_WEBHOOK_PATH = '/api/payments/webhooks/mobile_money';
export const MOBILE_MONEY_RETURN_PATH = '/my-account/payment';

/** CinetPay needs its three keys; half a configuration is no configuration (and never a crash at the first payment). */
export function selectMobileMoneyAdapter(env: MobileMoneyEnv): PaymentAdapter | undefined {
  const { CINETPAY_API_KEY: apiKey, CINETPAY_SITE_ID: siteId, CINETPAY_SECRET_KEY: secretKey } = env;
  if (!apiKey || !siteId || !secretKey) return undefined;
  return createMobileMoneyPaymentAdapter({
    apiKey,
    siteId,
    secretKey,
    baseUrl: env.CINETPAY_BASE_URL,
    notifyUrl: new URL(MOBILE_MONEY_WEBHOOK_PATH, env.APP_ORIGIN).toString(),
    returnUrl: new URL(MOBILE_MONEY_RETURN_PATH, env.APP_ORIGIN).toString(),
    timeoutMs: env.CINETPAY_TIMEOUT_MS,
  });
}
