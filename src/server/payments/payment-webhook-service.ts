import type { TPaymentProvider } from '@/contracts/payment-limits';
import { AppError } from '@/lib/errors/app-error';
import { WebhookSignatureError, type PaymentWebhookEvent } from '@/server/adapters/payments/payment-adapter';
import type { AppDeps } from '@/server/http/app-env';
import { badRequest, notFound } from '@/server/http/app-error-factory';
import { settleWebhookEvent, type WebhookOutcome } from './payment-settle-service';

/**
 * A provider's webhook: the signature over the raw body first (a bad one is a 400 and nothing is
 * read, let alone changed), then the event applied once (payment-settle-service). Events that are
 * genuine but not about a payment's state are acknowledged and ignored, so the provider stops retrying.
 */
export async function receiveWebhook(deps: AppDeps, provider: TPaymentProvider, rawBody: string, headers: Headers): Promise<{ received: true; outcome: WebhookOutcome | 'ignored' }> {
  const adapter = deps.payments[provider];
  if (!adapter || provider === 'on_site') throw notFound('Webhook');
  let event: PaymentWebhookEvent | null;
  try {
    event = await adapter.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest('invalid_signature', error.message);
    // The provider had to be asked (mobile money's payment/check) and did not answer: a 5xx, so it notifies again.
    if (error instanceof AppError && (error.statusCode ?? 500) >= 500) throw error;
    throw badRequest('invalid_webhook', 'The webhook could not be read');
  }
  if (!event) return { received: true, outcome: 'ignored' };
  const outcome = await settleWebhookEvent(deps, provider, event);
  deps.logger.info({ provider, eventId: event.eventId, outcome }, 'payment webhook');
  return { received: true, outcome };
}
