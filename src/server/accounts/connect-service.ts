import { DEFAULT_MONEY_ID, DEFAULT_USER_LANGUAGE, type TAuthSession } from '@/contracts/account-contract';
import type { TConnectProvider } from '@/contracts/connect-contract';
import type { VerifiedIdentity } from '@/server/adapters/identity/identity-adapter';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { conflict } from '@/server/http/app-error-factory';
import { findCredentialsByEmail, upsertUserSettings } from './account-repository';
import { createSession, toAuthSession, type SessionClient } from './account-service';
import { placeholderEmailOf } from './placeholder-email';
import { claimUnverifiedAccount, insertExternalUser, insertIdentity, touchIdentity } from './identity-repository';
import { revokeAllSessionsOfUser } from './session-repository';

const MAX_ATTEMPTS = 3;
const PHONE_MAX_LENGTH = 20;

/** Thrown inside the transaction to roll it back when a concurrent first sign-in of the same person won. */
class LostRace extends Error {}

function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  const parts = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (parts.length < 2) return { firstName: parts[0]?.slice(0, 100) ?? null, lastName: null };
  return { firstName: parts[0].slice(0, 100), lastName: parts.slice(1).join(' ').slice(0, 100) };
}

async function createAccount(tx: Queryable, identity: VerifiedIdentity, now: Date, attempt: number): Promise<string> {
  const phone = identity.provider === 'phone' && identity.phone && identity.phone.length <= PHONE_MAX_LENGTH ? identity.phone : null;
  const base = { phone, phoneVerifiedAt: phone ? now : null, ...splitName(identity.name), createdAt: now };
  const withOwnEmail = identity.email ? await insertExternalUser(tx, { ...base, email: identity.email, emailVerifiedAt: identity.emailVerified ? now : null }) : null;
  // Taken on the first try may be a concurrent sign-in of this very person: look again before settling.
  if (!withOwnEmail && identity.email && attempt === 0) throw new LostRace();
  const user = withOwnEmail ?? (await insertExternalUser(tx, { ...base, email: placeholderEmailOf(identity), emailVerifiedAt: null }));
  if (!user) throw new LostRace();
  await upsertUserSettings(tx, user.id, { language: DEFAULT_USER_LANGUAGE, moneyId: DEFAULT_MONEY_ID });
  return user.id;
}

/** A Google-verified address may sign in to the account that already holds it. */
async function linkByVerifiedEmail(tx: Queryable, identity: VerifiedIdentity, now: Date): Promise<string | null> {
  if (identity.provider !== 'google' || !identity.email || !identity.emailVerified) return null;
  const account = await findCredentialsByEmail(tx, identity.email);
  if (!account) return null;
  if (!account.emailVerifiedAt) {
    await claimUnverifiedAccount(tx, account.id, now);
    await revokeAllSessionsOfUser(tx, account.id, now);
  }
  return account.id;
}

async function findOrCreateUser(deps: AppDeps, identity: VerifiedIdentity, attempt: number): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const known = await touchIdentity(tx, identity.provider, identity.subject, now);
    if (known) return known;
    const userId = (await linkByVerifiedEmail(tx, identity, now)) ?? (await createAccount(tx, identity, now, attempt));
    if (!(await insertIdentity(tx, { userId, provider: identity.provider, subject: identity.subject, now }))) throw new LostRace();
    return userId;
  });
}

/**
 * SPEC §7 `POST /connect/{provider}`: the identity provider's token, checked by the identity
 * adapter, signs in to the account linked to that identity, linked or made on the first sign-in;
 * the answer is our own session, as a password login gives.
 */
export async function connect(deps: AppDeps, provider: TConnectProvider, token: string, client: SessionClient): Promise<TAuthSession> {
  const identity = await deps.identity.verify(provider, token);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const userId = await findOrCreateUser(deps, identity, attempt);
      return toAuthSession(deps.db, userId, await createSession(deps, deps.db, userId, client));
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      if (attempt + 1 >= MAX_ATTEMPTS) throw conflict('identity_sign_in_conflict', 'This sign-in is already under way, try again');
    }
  }
}
