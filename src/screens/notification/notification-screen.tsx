import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { withAppLayout } from '@/screens/shell/app-layout';

/** /my-account/notification (SPEC §2): what happened to the diner's bookings, orders, invitations and chats. */
export function NotificationScreen() {
  const { t } = useTranslation('routes');
  return (
    <RouteIntro title={t('notification.title')} lead={t('notification.lead')} isPrivate>
      <NotificationList />
    </RouteIntro>
  );
}

NotificationScreen.getLayout = withAppLayout;
NotificationScreen.requiresLogin = true;
