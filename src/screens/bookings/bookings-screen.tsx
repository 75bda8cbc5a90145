import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function BookingsScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('bookings.title')} lead={t('bookings.lead')} isPrivate />;
}

BookingsScreen.getLayout = withAppLayout;
BookingsScreen.requiresLogin = true;
