import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds';

export const MAX_NOTIFICATIONS_PAGE = 50;

/** GET /notifications: newest first, a page at a time. */
export const ZNotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATIONS_PAGE).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

const ZNotificationParams = z.object({
  restaurant: z.string().optional(),
  status: z.string().optional(),
  host: z.string().optional(),
  title: z.string().optional(),
});

export const ZNotification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: ZNotificationParams.describe('What the sentence names; the client words it in the diner’s language'),
  link: z.string().nullable().describe('The app path the notification leads to'),
  createdAt: z.iso.datetime({ offset: true }),
  isUnread: z.boolean().describe('Created after the diner last viewed their notifications'),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  unreadCount: z.number().int().min(0),
  hasMore: z.boolean(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/**
 * SPEC §7 POST /userData/lastNotificationViewed (its fields are not given): `at`, the instant the
 * diner saw the list up to (the newest item's createdAt, so one arriving meanwhile stays unread);
 * now when left out. It never moves backwards.
 */
export const ZLastNotificationViewedRequest = z.strictObject({ at: z.iso.datetime({ offset: true }).optional() });
export type TLastNotificationViewedRequest = z.infer<typeof ZLastNotificationViewedRequest>;

export const ZUnreadNotifications = z.object({ unreadCount: z.number().int().min(0) });
export type TUnreadNotifications = z.infer<typeof ZUnreadNotifications>;
