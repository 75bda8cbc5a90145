import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { userIdentities, users } from '@/server/db/schema';

/** The account an outside identity signs in to, marked as used now. */
export async function touchIdentity(db: Queryable, provider: string, subject: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(userIdentities)
    .set({ lastUsedAt: now })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .returning({ userId: userIdentities.userId });
  return row?.userId ?? null;
}

/** False when the identity is already linked (user_identities_subject_uq): a concurrent first sign-in won. */
export async function insertIdentity(db: Queryable, identity: { userId: string; provider: string; subject: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values({ userId: identity.userId, provider: identity.provider, subject: identity.subject, createdAt: identity.now, lastUsedAt: identity.now })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

export interface NewExternalUser {
  email: string;
  emailVerifiedAt: Date | null;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/** An account without a password; null when the e-mail is taken (users_email_uq, case-insensitive). */
export async function insertExternalUser(db: Queryable, user: NewExternalUser): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordHash: null, updatedAt: user.createdAt, identityProvider: 'firebase' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ?? null;
}

/**
 * The address is now proven by Google. A password set before it was verified may be someone else's
 * (they signed up with this address, hoping its owner would come later), so it is dropped.
 */
export async function claimUnverifiedAccount(db: Queryable, userId: string, now: Date) {
  await db.update(users).set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now }).where(eq(users.id, userId));
}
