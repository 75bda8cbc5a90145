import type { TAuthSession, TChangePasswordRequest, TLoginRequest, TMe } from '@/contracts/account-contract';
import { AppError } from '@/lib/errors/app-error';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { badRequest, unauthenticated } from '@/server/http/app-error-factory';
import { findCredentialsByEmail, findCredentialsById, findProfile, updatePasswordHash } from './account-repository';
import { consumeAllEmailTokensOfUser, findPendingEmail } from './email-token-repository';
import { toMe } from './me-mapper';
import { getDummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';
import { insertSession, revokeAllSessionsOfUser, revokeSession } from './session-repository';
import { createOpaqueToken, hashOpaqueToken } from './session-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is asking for a session, kept on it so a user can later tell their devices apart. */
export interface SessionClient {
  userAgent: string | null;
}

const wrongPassword = (statusCode: 401 | 403) =>
  new AppError('invalid_credentials', statusCode === 401 ? 'Incorrect e-mail or password' : 'The current password is incorrect', { statusCode });

export async function getMe(db: Queryable, userId: string, now: Date = new Date()): Promise<TMe> {
  const row = await findProfile(db, userId);
  if (!row) throw unauthenticated('This account no longer exists');
  return toMe(row, await findPendingEmail(db, userId, now));
}

export async function createSession(deps: AppDeps, db: Queryable, userId: string, client: SessionClient) {
  const token = createOpaqueToken();
  const createdAt = deps.now();
  const expiresAt = new Date(createdAt.getTime() + deps.env.SESSION_TTL_DAYS * DAY_MS);
  await insertSession(db, { userId, tokenHash: hashOpaqueToken(token), userAgent: client.userAgent, createdAt, expiresAt });
  return { token, expiresAt };
}

export async function toAuthSession(db: Queryable, userId: string, session: { token: string; expiresAt: Date }): Promise<TAuthSession> {
  return { scheme: 'Bearer', token: session.token, expiresAt: session.expiresAt.toISOString(), user: await getMe(db, userId) };
}

/**
 * Unknown e-mail, no password, wrong password and an address not verified yet look the same, and
 * take as long: otherwise signing up with an address and then logging in would tell whether that
 * address already had an account.
 */
export async function logIn(deps: AppDeps, input: TLoginRequest, client: SessionClient): Promise<TAuthSession> {
  const user = await findCredentialsByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyPasswordHash(deps.env.PASSWORD_HASH_COST)));
  if (!user?.passwordHash || !matches || !user.emailVerifiedAt) throw wrongPassword(401);
  return toAuthSession(deps.db, user.id, await createSession(deps, deps.db, user.id, client));
}

export async function logOut(deps: AppDeps, user: { id: string; sessionId: string }): Promise<void> {
  await revokeSession(deps.db, user.sessionId, user.id, deps.now());
}

/** Every other device is signed out (a thief holding an old token loses it) and this one gets a fresh session. */
export async function changePassword(deps: AppDeps, userId: string, input: TChangePasswordRequest, client: SessionClient): Promise<TAuthSession> {
  if (input.currentPassword === input.newPassword) throw badRequest('same_password', 'The new password must differ from the current one');
  const user = await findCredentialsById(deps.db, userId);
  const matches = await verifyPassword(input.currentPassword, user?.passwordHash ?? (await getDummyPasswordHash(deps.env.PASSWORD_HASH_COST)));
  if (!user?.passwordHash || !matches) throw wrongPassword(403);
  const passwordHash = await hashPassword(input.newPassword, deps.env.PASSWORD_HASH_COST);
  const session = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeAllSessionsOfUser(tx, userId, now);
    await consumeAllEmailTokensOfUser(tx, userId, 'reset_password', now);
    return createSession(deps, tx, userId, client);
  });
  return toAuthSession(deps.db, userId, session);
}
