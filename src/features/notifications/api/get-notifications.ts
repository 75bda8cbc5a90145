import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationList } from '@/contracts/notification-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { notificationKeys } from './notification-keys';

export const NOTIFICATION_PAGE_SIZE = 30;

export function getNotifications(limit: number, options: { signal?: AbortSignal } = {}): Promise<TNotificationList> {
  return apiClient.get<TNotificationList>('/notifications', { ...options, query: { limit: String(limit) }, showError: false });
}

export function notificationsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: notificationKeys.list(limit),
    queryFn: ({ signal }) => getNotifications(limit, { signal }),
    meta: USER_SCOPED_META,
  });
}

/** The diner's notifications, newest first; a new one arriving on the live channel shows at once. */
export function useNotifications(enabled: boolean) {
  const live = useLiveUpdates({ queryKey: notificationKeys.lists(), types: ['notification'], enabled });
  return useQuery({ ...notificationsQueryOptions(NOTIFICATION_PAGE_SIZE), ...live, enabled });
}
