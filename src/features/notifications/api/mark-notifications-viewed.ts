import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList, TUnreadNotifications } from '@/contracts/notification-contract';
import { trackEvent } from '@/lib/analytics/track-event';
import { apiClient } from '@/lib/api-client/api-client';
import { notificationKeys } from './notification-keys';

/** SPEC §7: seen up to `at`, the newest item shown (one arriving meanwhile stays unread). */
export function markNotificationsViewed(at: string): Promise<TUnreadNotifications> {
  return apiClient.post<TUnreadNotifications>('/userData/lastNotificationViewed', { body: { at }, showError: false });
}

interface TViewed {
  at: string;
  /** How many were new when the diner looked: the analytics event's only parameter. */
  unreadBefore: number;
}

/**
 * Marks the list seen and reports SPEC §4 notificationView. A failure is silent: the badge stays
 * and the next visit marks again.
 */
export function useMarkNotificationsViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationKeys.all, 'viewed'],
    mutationFn: ({ at }: TViewed) => markNotificationsViewed(at),
    onSuccess: ({ unreadCount }, { unreadBefore }) => {
      queryClient.setQueryData<TNotificationList>(notificationKeys.unread(), (old) => (old ? { ...old, unreadCount } : old));
      trackEvent({ name: 'notificationView', params: { unread: unreadBefore } });
    },
  });
}
