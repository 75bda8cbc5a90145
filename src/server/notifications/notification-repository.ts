import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { TNotificationKind, TNotificationParams } from '@/contracts/notification-kinds';
import type { Queryable } from '@/server/db/client';
import { notifications, orders, reservations, restaurants, userSettings, users } from '@/server/db/schema';

const notificationColumns = { id: notifications.id, kind: notifications.kind, params: notifications.data, link: notifications.link, createdAt: notifications.createdAt };
export type NotificationRow = Awaited<ReturnType<typeof findNotificationsPage>>[number];

/** SPEC §3: every flag is on until the diner says otherwise, so a diner with no settings row hears everything. Null: no such user. */
export async function findNotificationFlags(db: Queryable, userId: string) {
  const [row] = await db
    .select({ application: userSettings.notifyApplication, specialOffers: userSettings.notifySpecialOffers })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { application: row.application ?? true, specialOffers: row.specialOffers ?? true } : null;
}

export async function insertNotification(db: Queryable, row: { userId: string; kind: TNotificationKind; params: TNotificationParams; link: string | null; at: Date }) {
  const [inserted] = await db
    .insert(notifications)
    .values({ userId: row.userId, kind: row.kind, data: row.params, link: row.link, createdAt: row.at })
    .returning({ id: notifications.id });
  return inserted?.id ?? null;
}

/** Newest first; ties (one transaction) keep a stable order by id. */
export async function findNotificationsPage(db: Queryable, userId: string, limit: number, offset: number) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function findLastViewedAt(db: Queryable, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: userSettings.lastNotificationViewedAt }).from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row?.at ?? null;
}

/** Unread: created after the diner last viewed the list (all of them before the first view). */
export async function countUnreadNotifications(db: Queryable, userId: string, lastViewedAt: Date | null): Promise<number> {
  const after = lastViewedAt ? gt(notifications.createdAt, lastViewedAt) : undefined;
  const [row] = await db.select({ total: count() }).from(notifications).where(and(eq(notifications.userId, userId), after));
  return row?.total ?? 0;
}

/** One statement, so two tabs marking at once keep the later instant: GREATEST never moves it back (it ignores a null). */
export async function advanceLastViewedAt(db: Queryable, userId: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, lastNotificationViewedAt: at })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { lastNotificationViewedAt: sql`greatest(${userSettings.lastNotificationViewedAt}, excluded.last_notification_viewed_at)` },
    })
    .returning({ at: userSettings.lastNotificationViewedAt });
  return row?.at ?? null;
}

/** Whose booking it is and where, for the sentence. */
export async function findBookingNotice(db: Queryable, reservationId: string) {
  const [row] = await db
    .select({ userId: reservations.userId, restaurant: restaurants.name })
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row ?? null;
}

export async function findOrderNotice(db: Queryable, orderId: string) {
  const [row] = await db
    .select({ userId: orders.userId, restaurant: restaurants.name, status: orders.status })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}
