import type { TNotificationList, TNotificationListQuery, TUnreadNotifications } from '@/contracts/notification-contract';
import type { Queryable } from '@/server/db/client';
import { advanceLastViewedAt, countUnreadNotifications, findLastViewedAt, findNotificationsPage, type NotificationRow } from './notification-repository';

const toNotification = (row: NotificationRow, lastViewedAt: Date | null) => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  isUnread: lastViewedAt === null || row.createdAt > lastViewedAt,
});

/** GET /notifications: the caller's own, newest first, and how many came since they last looked. */
export async function listNotifications(db: Queryable, userId: string, query: TNotificationListQuery): Promise<TNotificationList> {
  const [rows, lastViewedAt] = await Promise.all([findNotificationsPage(db, userId, query.limit + 1, query.offset), findLastViewedAt(db, userId)]);
  return {
    items: rows.slice(0, query.limit).map((row) => toNotification(row, lastViewedAt)),
    unreadCount: await countUnreadNotifications(db, userId, lastViewedAt),
    hasMore: rows.length > query.limit,
  };
}

/**
 * SPEC §7 POST /userData/lastNotificationViewed: everything up to `at` (now by default) is seen.
 * An instant in the future is taken as now, so a wrong clock cannot hide what comes next; an
 * older instant than the one kept changes nothing (a late request from another tab).
 */
export async function markNotificationsViewed(db: Queryable, userId: string, at: string | undefined, now: Date): Promise<TUnreadNotifications> {
  const asked = at ? new Date(at) : now;
  const kept = await advanceLastViewedAt(db, userId, asked > now ? now : asked);
  return { unreadCount: await countUnreadNotifications(db, userId, kept) };
}
