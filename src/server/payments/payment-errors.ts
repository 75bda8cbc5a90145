import { AppError } from '@/lib/errors/app-error';
import { unprocessable } from '@/server/reservations/booking-errors';

/** The restaurant does not take this provider, or this server has no configuration for it. */
export const providerNotOffered = (provider: string) =>
  unprocessable('payment_provider_unavailable', `This restaurant cannot be paid with ${provider} here`, { provider });

/** The provider did not answer (or answered an error): nothing was charged on our side, a retry is safe. */
export const providerFailed = (provider: string, cause: unknown) =>
  new AppError('payment_provider_error', `The payment provider (${provider}) did not answer; try again`, { statusCode: 502, cause, details: { provider } });
