import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function RewardsScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('rewards.title')} lead={t('rewards.lead')} />;
}

RewardsScreen.getLayout = withAppLayout;
