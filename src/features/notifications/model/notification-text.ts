import type { TFunction } from 'i18next';
import type { TNotification } from '@/contracts/notification-contract';

/** The sentence of a notification in the diner's language of the day (`notifications` namespace). */
export function notificationText(t: TFunction, notification: TNotification): string {
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
