import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { TPhoneVerificationPurpose } from '@/contracts/phone-verification-contract';
import type { Queryable, Tx } from '@/server/db/client';
import { phoneVerifications, users } from '@/server/db/schema';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

export interface NewPhoneCode {
  phone: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
}

/** The first code of a user and purpose; null when a row exists already (then lock it and update it). */
export async function insertFirstPhoneCode(tx: Tx, userId: string, purpose: TPhoneVerificationPurpose, code: NewPhoneCode): Promise<boolean> {
  const inserted = await tx
    .insert(phoneVerifications)
    .values({ userId, purpose, phone: code.phone, codeHash: code.codeHash, lastSentAt: code.sentAt, expiresAt: code.expiresAt, createdAt: code.sentAt })
    .onConflictDoNothing({ target: [phoneVerifications.userId, phoneVerifications.purpose] })
    .returning({ id: phoneVerifications.id });
  return inserted.length > 0;
}

/** The user's code for the purpose, locked until the transaction ends: guesses and resends of one code run one at a time. */
export async function lockPhoneCode(tx: Tx, userId: string, purpose: TPhoneVerificationPurpose): Promise<PhoneVerificationRow | null> {
  const [row] = await tx
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.purpose, purpose)))
    .for('update');
  return row ?? null;
}

/** A new code replaces the old one; `windowStart` (created_at) opens a new hour of sends when given. */
export async function replacePhoneCode(tx: Tx, id: string, code: NewPhoneCode, sendCount: number, windowStart?: Date): Promise<void> {
  await tx
    .update(phoneVerifications)
    .set({ phone: code.phone, codeHash: code.codeHash, lastSentAt: code.sentAt, expiresAt: code.expiresAt, attempts: 0, verifiedAt: null, sendCount, ...(windowStart ? { createdAt: windowStart } : {}) })
    .where(eq(phoneVerifications.id, id));
}

export async function recordWrongPhoneCode(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.id, id))
    .returning({ attempts: phoneVerifications.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function markPhoneCodeVerified(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(phoneVerifications).set({ verifiedAt: at }).where(eq(phoneVerifications.id, id));
}

/** Serialises the confirmations of one number, so two accounts cannot both verify it at once. */
export async function lockPhoneNumber(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`phone:${phone}`}, 0))`);
}

export async function isPhoneVerifiedByAnotherUser(db: Queryable, phone: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function setVerifiedPhone(tx: Tx, userId: string, phone: string, at: Date): Promise<void> {
  await tx.update(users).set({ phone, phoneVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
}
