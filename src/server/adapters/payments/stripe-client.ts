import Stripe from 'stripe';

/** One SDK client per key; tests point it at a local fake server through `apiBase` (STRIPE_API_BASE). */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiBase) return new Stripe(secretKey, base);
  const url = new URL(apiBase);
  return new Stripe(secretKey, { ...base, host: url.hostname, port: url.port, protocol: url.protocol.replace(':', '') as 'http' | 'https' });
}

/** Stripe's "No such …" answer: the object does not exist (or not on this account). */
export const isStripeMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);
