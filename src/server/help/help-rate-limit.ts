import type { Context } from 'hono';
import { AppError } from '@/lib/errors/app-error';
import type { AppEnv } from '@/server/http/app-env';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Contact messages per client address (generous: many diners share one mobile-network address) and per sender e-mail. */
export const CONTACT_LIMIT_PER_ADDRESS: RateRule = { max: 10, windowSeconds: 3600 };
export const CONTACT_LIMIT_PER_EMAIL: RateRule = { max: 3, windowSeconds: 3600 };
/** Help requests per diner. */
export const HELP_REQUEST_LIMIT_PER_USER: RateRule = { max: 10, windowSeconds: 3600 };

/**
 * Counts one hit on every key (through the app's RateLimiter, whatever stores it); when any is
 * over its rule the request is refused with 429 `rate_limited` and Retry-After in seconds.
 */
export async function enforceRateLimits(c: Context<AppEnv>, hits: ReadonlyArray<{ key: string; rule: RateRule }>): Promise<void> {
  const { rateLimiter, now } = c.var.deps;
  const at = now().getTime();
  let retryAfterSeconds = 0;
  for (const { key, rule } of hits) {
    const result = await rateLimiter.hit(key, rule.max, rule.windowSeconds, at);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) {
    c.header('Retry-After', String(retryAfterSeconds));
    throw new AppError('rate_limited', `Too many messages; try again in ${retryAfterSeconds} s`, { statusCode: 429, details: { retryAfterSeconds } });
  }
}
