import { useEffect } from 'react';
import type { TNotificationList } from '@/contracts/notification-contract';
import { useMarkNotificationsViewed } from '../api/mark-notifications-viewed';

/**
 * Seeing the list marks it seen (SPEC §7 lastNotificationViewed, §4 notificationView), up to the
 * newest item shown: one arriving meanwhile stays unread, and arriving live it is marked in turn.
 */
export function useMarkSeenOnView(list: TNotificationList | undefined) {
  const { mutate } = useMarkNotificationsViewed();
  const newest = list?.items[0]?.createdAt;
  const unread = list?.unreadCount ?? 0;
  useEffect(() => {
    if (newest && unread > 0) mutate({ at: newest, unreadBefore: unread });
  }, [newest, unread, mutate]);
}
