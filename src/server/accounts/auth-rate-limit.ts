import type { Context } from 'hono';
import { AppError } from '@/lib/errors/app-error';
import type { AppEnv } from '@/server/http/app-env';
import { clientAddress } from './client-address';

export type AuthAction = 'signup' | 'login' | 'forgot-password' | 'change-password' | 'verify-email-resend';

export type RateLimitSubject =
  /** Anonymous actions count per client address, and per e-mail when given so rotating addresses buys no more guesses at one account. */
  | { email?: string; userId?: undefined }
  /** Signed-in actions count per user only: many diners share one carrier-grade NAT address. */
  | { userId: string; email?: undefined };

/**
 * Counts one attempt of `action` (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS per key);
 * over the limit it answers 429 `rate_limited` with Retry-After in seconds.
 */
export function enforceAuthRateLimit(c: Context<AppEnv>, action: AuthAction, subject: RateLimitSubject = {}): void {
  const { rateLimiter, env, now } = c.var.deps;
  const keys = subject.userId ? [`${action}:user:${subject.userId}`] : [`${action}:ip:${clientAddress(c)}`];
  if (subject.email) keys.push(`${action}:email:${subject.email.toLowerCase()}`);
  const at = now().getTime();
  let retryAfterSeconds = 0;
  for (const key of keys) {
    const result = rateLimiter.hit(key, env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS, at);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) {
    c.header('Retry-After', String(retryAfterSeconds));
    throw new AppError('rate_limited', `Too many attempts; try again in ${retryAfterSeconds} s`, {
      statusCode: 429,
      details: { retryAfterSeconds },
    });
  }
}
