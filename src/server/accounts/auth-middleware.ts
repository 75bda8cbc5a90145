import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTH_COOKIE_NAME, parseAuthCookie } from '@/lib/auth-cookie';
import type { AppEnv, AuthenticatedUser } from '@/server/http/app-env';
import { unauthenticated } from '@/server/http/app-error-factory';
import { findActiveSessionByTokenHash, touchSession } from './session-repository';
import { hashOpaqueToken, isWellFormedToken } from './session-tokens';

const TOUCH_INTERVAL_MS = 60_000;

/** `Bearer <token>` (scheme case-insensitive, RFC 9110); any other scheme or shape is no token at all. */
export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? '');
  const token = match?.[1];
  return token && isWellFormedToken(token) ? token : null;
}

/** SPEC §6: a signed-in user's calls carry a bearer token; a valid one sets `user`, anything else leaves it null. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  await resolveSession(c, readBearerToken(c.req.header('authorization')));
  await next();
};

/**
 * For a read-only stream only (GET /live): EventSource cannot set headers, so the auth_token
 * cookie the site already keeps stands in for the bearer token. Never for a write, which a cookie
 * would expose to cross-site requests.
 */
export const authenticateStreamFromCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) {
    const cookie = parseAuthCookie(getCookie(c, AUTH_COOKIE_NAME));
    await resolveSession(c, cookie ? readBearerToken(`${cookie.scheme} ${cookie.token}`) : null);
  }
  await next();
};

async function resolveSession(c: Context<AppEnv>, token: string | null) {
  if (token) {
    const { db, now } = c.var.deps;
    const at = now();
    const session = await findActiveSessionByTokenHash(db, hashOpaqueToken(token), at);
    if (session) {
      c.set('user', { id: session.userId, sessionId: session.id });
      const staleBefore = new Date(at.getTime() - TOUCH_INTERVAL_MS);
      if (session.lastUsedAt < staleBefore) await touchSession(db, session.id, at, staleBefore);
    }
  }
}

/** The signed-in caller, or a 401 `unauthenticated`. */
export function requireUser(c: Context<AppEnv>): AuthenticatedUser {
  const user = c.var.user;
  if (!user) throw unauthenticated();
  return user;
}
