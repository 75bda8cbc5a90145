import { useQuery } from '@tanstack/react-query';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { getNotifications } from './get-notifications';
import { notificationKeys } from './notification-keys';

/** The header bell's unread count, kept live; 0 until known (the bell shows no badge then). */
export function useUnreadNotificationCount(enabled: boolean): number {
  const live = useLiveUpdates({ queryKey: notificationKeys.unread(), types: ['notification'], enabled });
  const { data } = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getNotifications(1, { signal }),
    select: (list) => list.unreadCount,
    meta: USER_SCOPED_META,
    ...live,
    enabled,
  });
  return enabled ? (data ?? 0) : 0;
}
