import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { pushSubscriptions, userSettings, users } from '@/server/db/schema';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** One row per endpoint: a browser subscribing again (or for another diner who signed in on it) takes it over. */
export async function upsertPushSubscription(db: Queryable, row: NewPushSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent },
    });
}

/** Deletes the caller's own subscription; false when that endpoint is not theirs (or unknown). */
export async function deleteOwnPushSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function deletePushSubscription(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushDelivered(db: Queryable, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}

export async function findPushSubscriptions(db: Queryable, userId: string) {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** The diner's language for the sentence (fr unless they chose otherwise). */
export async function findPushLanguage(db: Queryable, userId: string): Promise<'fr' | 'en'> {
  const [row] = await db.select({ language: userSettings.language }).from(users).leftJoin(userSettings, eq(userSettings.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row?.language === 'en' ? 'en' : 'fr';
}
