import type { QueryClient } from '@tanstack/react-query';
import type { IncomingMessage } from 'node:http';
import type { TMe } from '@/contracts/account-contract';
import { authKeys } from '@/lib/session/auth-keys';
import { AUTH_COOKIE_NAME, parseAuthCookie } from '@/lib/auth-cookie';
import { getMe } from '@/server/accounts/account-service';
import { readBearerToken } from '@/server/accounts/auth-middleware';
import { findActiveSessionByTokenHash } from '@/server/accounts/session-repository';
import { hashOpaqueToken } from '@/server/accounts/session-tokens';
import type { AppDeps } from '@/server/http/app-env';

type CookieRequest = Pick<IncomingMessage, 'headers'> & { cookies?: Partial<Record<string, string>> };

function readCookie(req: CookieRequest, name: string): string | undefined {
  if (req.cookies) return req.cookies[name];
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The visitor's user id, from the auth_token cookie of the page request; null without a live session. */
export async function readSessionUserId(req: CookieRequest, deps: Pick<AppDeps, 'db' | 'now'>): Promise<string | null> {
  const cookie = parseAuthCookie(readCookie(req, AUTH_COOKIE_NAME));
  const token = cookie ? readBearerToken(`${cookie.scheme} ${cookie.token}`) : null;
  if (!token) return null;
  const session = await findActiveSessionByTokenHash(deps.db, hashOpaqueToken(token), deps.now());
  return session?.userId ?? null;
}

async function findSessionUser(req: CookieRequest, deps: Pick<AppDeps, 'db' | 'now'>): Promise<TMe | null> {
  const userId = await readSessionUserId(req, deps);
  if (!userId) return null;
  try {
    return await getMe(deps.db, userId);
  } catch {
    return null;
  }
}

/**
 * SPEC §4: the first render already knows who is signed in (no flash of the wrong header). Reads
 * the auth_token cookie, looks the session up through the accounts service (no HTTP) and puts
 * the user, or null, in the cache under the key `useMe()` reads.
 */
export async function prefetchSession(req: CookieRequest, queryClient: QueryClient, deps: Pick<AppDeps, 'db' | 'now'>): Promise<TMe | null> {
  const me = await findSessionUser(req, deps);
  queryClient.setQueryData(authKeys.me(), me);
  return me;
}
