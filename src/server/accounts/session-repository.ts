import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { sessions } from '@/server/db/schema';

export interface NewSession {
  userId: string;
  tokenHash: string;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Queryable, session: NewSession) {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastUsedAt: session.createdAt })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row;
}

/** A session that still authenticates: not revoked and not expired at `now`. */
export async function findActiveSessionByTokenHash(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Only writes when the stored value is older than `staleBefore`, so busy sessions cost one write a minute. */
export async function touchSession(db: Queryable, sessionId: string, now: Date, staleBefore: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, staleBefore)));
}

export async function revokeSession(db: Queryable, sessionId: string, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Queryable, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Whether a session still authenticates at `now` (a long-lived stream asks again now and then). */
export async function isSessionActive(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}
