import { AppError } from '@/lib/errors/app-error';
import type { CinetPayConfig } from './cinetpay-config';

/** The provider did not answer in time: the payment may or may not exist there, so the caller retries or checks later. */
export const providerTimeout = () =>
  new AppError('payment_provider_timeout', 'The mobile-money provider did not answer in time; try again in a moment', { statusCode: 504, name: 'GatewayTimeoutError' });

/** The provider could not be reached or answered something that is not its API (the service's own code for a provider that failed). */
export const providerUnavailable = (cause?: unknown) =>
  new AppError('payment_provider_error', 'The mobile-money provider is unavailable; try again in a moment', { statusCode: 502, name: 'BadGatewayError', cause, details: { provider: 'mobile_money' } });

/**
 * POSTs JSON to CinetPay (every call of its v2 checkout API is a JSON POST) and returns the parsed
 * body. CinetPay answers its own errors with a JSON body and a 4xx status, so those bodies are read
 * too; a body that is not JSON, a 5xx, a network error or the timeout becomes an AppError.
 */
export async function postCinetPay(config: CinetPayConfig, path: string, body: Record<string, unknown>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, config.baseUrl), {
      method: 'POST',
      // CinetPay sits behind a firewall that refuses requests without a User-Agent.
      headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'Tablee/1.0' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.status >= 500) throw providerUnavailable(new Error(`HTTP ${response.status}`));
    return await response.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A DOMException, which is not always an Error of this realm: tell it by its name.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw providerTimeout();
    throw providerUnavailable(error);
  }
}
