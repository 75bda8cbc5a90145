import { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import type { CinetPayConfig } from './cinetpay-config';
import { postCinetPay, providerUnavailable } from './cinetpay-http';
import { CINETPAY_REQUEST_ERROR_CODES, mapCinetPayState, type CinetPayState } from './cinetpay-status';

const ZCode = z.union([z.string(), z.number()]).transform(String);

const ZInitAnswer = z.object({
  code: ZCode,
  message: z.string().nullish(),
  data: z.object({ payment_token: z.string().min(1), payment_url: z.url() }).nullish(),
});

const ZCheckAnswer = z.object({
  code: ZCode,
  message: z.string().nullish(),
  data: z
    .object({
      amount: z.union([z.string(), z.number()]).nullish(),
      currency: z.string().nullish(),
      status: z.string().nullish(),
      payment_method: z.string().nullish(),
      metadata: z.string().nullish(),
    })
    .nullish(),
});

export interface CinetPayInitRequest {
  transactionId: string;
  amount: number;
  currency: 'XOF' | 'XAF';
  description: string;
  /** The wallet's number in E.164; the counter opens with it locked so the push goes to that wallet. */
  walletPhone: string;
  lang: 'fr' | 'en';
  /** Our own reference, echoed back by payment/check (never personal data). */
  metadata: string;
}

export interface CinetPayInitResult {
  paymentToken: string;
  paymentUrl: string;
}

export interface CinetPayCheckResult {
  state: CinetPayState;
  code: string;
  /** The amount and currency CinetPay holds for the transaction, when it says. */
  amount: number | null;
  currency: string | null;
  /** OM, MOMO, FLOOZ, WAVECI…: which wallet paid. */
  paymentMethod: string | null;
  /** The metadata we sent at init (our payment id). */
  metadata: string | null;
}

/** CinetPay refused the call itself (a setting or field it does not accept): nothing was created there. */
const providerRejected = (code: string, message: string | null | undefined) =>
  new AppError('payment_provider_error', 'The mobile-money provider refused the payment request', {
    statusCode: 502,
    name: 'BadGatewayError',
    details: { provider: 'mobile_money', providerCode: code, providerMessage: message ?? null },
  });

/** POST /v2/payment: creates the transaction and the link to CinetPay's counter (code 201 CREATED). */
export async function initCinetPayPayment(config: CinetPayConfig, request: CinetPayInitRequest): Promise<CinetPayInitResult> {
  const answer = ZInitAnswer.safeParse(
    await postCinetPay(config, '/v2/payment', {
      apikey: config.apiKey,
      site_id: config.siteId,
      transaction_id: request.transactionId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      notify_url: config.notifyUrl,
      return_url: config.returnUrl,
      channels: 'MOBILE_MONEY',
      lang: request.lang,
      metadata: request.metadata,
      customer_phone_number: request.walletPhone,
      lock_phone_number: true,
    }),
  );
  if (!answer.success) throw providerUnavailable(answer.error);
  const { code, message, data } = answer.data;
  if (code !== '201' || !data) throw providerRejected(code, message);
  return { paymentToken: data.payment_token, paymentUrl: data.payment_url };
}

/** POST /v2/payment/check: the transaction's state as CinetPay holds it (the only source of truth). */
export async function checkCinetPayPayment(config: CinetPayConfig, transactionId: string): Promise<CinetPayCheckResult> {
  const answer = ZCheckAnswer.safeParse(
    await postCinetPay(config, '/v2/payment/check', { apikey: config.apiKey, site_id: config.siteId, transaction_id: transactionId }),
  );
  if (!answer.success) throw providerUnavailable(answer.error);
  const { code, message, data } = answer.data;
  if (CINETPAY_REQUEST_ERROR_CODES.has(code)) throw providerRejected(code, message);
  const amount = data?.amount === null || data?.amount === undefined || data.amount === '' ? null : Number(data.amount);
  return {
    state: mapCinetPayState({ code, status: data?.status }),
    code,
    amount: amount !== null && Number.isFinite(amount) ? amount : null,
    currency: data?.currency ?? null,
    paymentMethod: data?.payment_method ?? null,
    metadata: data?.metadata ?? null,
  };
}
