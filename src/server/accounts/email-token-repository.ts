import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { emailTokens, users } from '@/server/db/schema';

export type EmailTokenPurpose = (typeof emailTokens.purpose.enumValues)[number];

export interface NewEmailToken {
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  newEmail?: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertEmailToken(db: Queryable, token: NewEmailToken) {
  await db.insert(emailTokens).values(token);
}

/**
 * Marks a valid token used and answers its user, in one statement: of two concurrent uses of
 * the same token only one gets a row back.
 */
export async function consumeEmailToken(db: Queryable, tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}

/** The address of the newest change_email link still open, or null. */
export async function findPendingEmail(db: Queryable, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change_email'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Retires every other outstanding token of that purpose (an older reset link stops working). */
export async function consumeAllEmailTokensOfUser(db: Queryable, userId: string, purpose: EmailTokenPurpose, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Whether the token, used or expired alike, belongs to a user whose address is verified by now. */
export async function isTokenOfVerifiedUser(db: Queryable, tokenHash: string, purpose: EmailTokenPurpose): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row !== undefined;
}
