import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function EventScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('event.title')} lead={t('event.lead')} />;
}

EventScreen.getLayout = withAppLayout;
