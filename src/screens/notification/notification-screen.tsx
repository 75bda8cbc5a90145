import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function NotificationScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('notification.title')} lead={t('notification.lead')} isPrivate />;
}

NotificationScreen.getLayout = withAppLayout;
NotificationScreen.requiresLogin = true;
