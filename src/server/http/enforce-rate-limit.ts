import type { Context } from 'hono';
import { AppError } from '@/lib/errors/app-error';
import type { AppEnv } from './app-env';

/**
 * Counts one hit on each key against `limit` per window; when any key is over it, 429
 * `rate_limited` with Retry-After (the longest wait of the keys over their limit).
 */
export async function enforceRateLimit(c: Context<AppEnv>, keys: string[], limit: number, windowSeconds: number): Promise<void> {
  const { rateLimiter, now } = c.var.deps;
  const at = now().getTime();
  let retryAfterSeconds = 0;
  for (const key of keys) {
    const result = await rateLimiter.hit(key, limit, windowSeconds, at);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
  }
  if (retryAfterSeconds === 0) return;
  c.header('Retry-After', String(retryAfterSeconds));
  throw new AppError('rate_limited', `Too many attempts; try again in ${retryAfterSeconds} s`, { statusCode: 429, details: { retryAfterSeconds } });
}
