export const notificationKeys = {
  all: ['notifications'] as const,
  /** The header bell's count: the newest item only, and the unread count that comes with it. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (limit: number) => [...notificationKeys.lists(), limit] as const,
};
