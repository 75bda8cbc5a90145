import type { TNotificationList, TNotificationListQuery, TUnreadNotifications } from '@/contracts/notification-contract';
import type { Queryable } from '@/server/db/client';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import type { AppDeps } from '@/server/http/app-env';
import { advanceLastViewedAt, countUnreadNotifications, findLastViewedAt, findNotificationsPage, type NotificationRow } from './notification-repository';

/** The live event's id when the list was marked seen rather than a notification added. */
export const VIEWED_EVENT_ID = 'viewed';

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
export async function markNotificationsViewed(deps: Pick<AppDeps, 'db' | 'realtime' | 'logger' | 'now'>, userId: string, at: string | undefined): Promise<TUnreadNotifications> {
  const now = deps.now();
  const asked = at ? new Date(at) : now;
  const kept = await advanceLastViewedAt(deps.db, userId, asked > now ? now : asked);
  // The diner's other tabs and devices clear their bell too.
  await publishBestEffort(deps, 'notification', async () => ({ userIds: [userId], event: { type: 'notification', id: VIEWED_EVENT_ID } }));
  return { unreadCount: await countUnreadNotifications(deps.db, userId, kept) };
}
