import type { TNotificationKind, TNotificationParams } from './notification-kinds';

/** i18next's `t` over the `notifications` namespace, or the server's own for a push. */
export type NotificationTranslate = (key: string, values?: Record<string, string>) => string;

/** The sentence of a notification in the diner's language (`notifications` namespace): the list and the push say the same. */
export function notificationText(t: NotificationTranslate, notification: { kind: TNotificationKind; params: TNotificationParams }): string {
  const { restaurant = '', status, host, title = '' } = notification.params;
  switch (notification.kind) {
    case 'order_status':
      return t('kinds.order_status', { restaurant, status: status ? t(`status.${status}`, { defaultValue: status }) : '' });
    case 'invitation':
      return host ? t('kinds.invitation', { restaurant, host }) : t('kinds.invitation_noHost', { restaurant });
    case 'offer':
      return t('kinds.offer', { title });
    default:
      return t(`kinds.${notification.kind}`, { restaurant });
  }
}
