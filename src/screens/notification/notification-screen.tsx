import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteIntro } from '@/components/layout/route-intro';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { withAppLayout } from '@/screens/shell/app-layout';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// Browser-only and off the first load: Web Push needs the service worker and PushManager.
const PushDeviceToggle = clientOnlyDynamic(() => import('@/features/notifications/components/push-device-toggle').then((module) => module.PushDeviceToggle));

/** /my-account/notification (SPEC §2): what happened to the diner's bookings, orders, invitations and chats. */
export function NotificationScreen() {
  const { t } = useTranslation('routes');
  return (
    <RouteIntro title={t('notification.title')} lead={t('notification.lead')} isPrivate>
      <PushDeviceToggle />
      <NotificationList />
    </RouteIntro>
  );
}

NotificationScreen.getLayout = withAppLayout;
NotificationScreen.loginGate = RequireLogin;
