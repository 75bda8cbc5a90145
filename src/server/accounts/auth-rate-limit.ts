import type { Context } from 'hono';
import { enforceRateLimit } from '@/server/http/enforce-rate-limit';
import type { AppEnv } from '@/server/http/app-env';
import { clientAddress } from './client-address';

export type RateLimitSubject =
  /**
   * Anonymous credential attempts (sign-up, login, password reset) share one counter per client
   * address, and one per e-mail when given, so rotating addresses buys no more tries at an account.
   */
  | { email?: string; userId?: undefined }
  /** Signed-in attempts count per account only: many diners share one carrier-grade NAT address. */
  | { userId: string; email?: undefined };

function keysOf(c: Context<AppEnv>, subject: RateLimitSubject): string[] {
  if (subject.userId) return [`auth:user:${subject.userId}`];
  const keys = [`auth:address:${clientAddress(c)}`];
  if (subject.email) keys.push(`auth:email:${subject.email.toLowerCase()}`);
  return keys;
}

/**
 * Counts one attempt (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS per key); over the
 * limit it answers 429 `rate_limited` with Retry-After in seconds.
 */
export async function enforceAuthRateLimit(c: Context<AppEnv>, subject: RateLimitSubject = {}): Promise<void> {
  const { env } = c.var.deps;
  await enforceRateLimit(c, keysOf(c, subject), env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS);
}
