import type { Context, MiddlewareHandler } from 'hono';
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
  const token = readBearerToken(c.req.header('authorization'));
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
  await next();
};

/** The signed-in caller, or a 401 `unauthenticated`. */
export function requireUser(c: Context<AppEnv>): AuthenticatedUser {
  const user = c.var.user;
  if (!user) throw unauthenticated();
  return user;
}
