import type { Context } from 'hono';
import { AppError } from '@/lib/errors/app-error';
import type { AppEnv } from './app-env';

/** Counts one `key` hit against `limit` per window; over it, 429 `rate_limited` with Retry-After. */
export function enforceRateLimit(c: Context<AppEnv>, key: string, limit: number, windowSeconds: number): void {
  const { rateLimiter, now } = c.var.deps;
  const result = rateLimiter.hit(key, limit, windowSeconds, now().getTime());
  if (result.allowed) return;
  c.header('Retry-After', String(result.retryAfterSeconds));
  throw new AppError('rate_limited', `Too many requests; try again in ${result.retryAfterSeconds} s`, {
    statusCode: 429,
    details: { retryAfterSeconds: result.retryAfterSeconds },
  });
}
