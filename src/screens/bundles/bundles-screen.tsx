import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function BundlesScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('bundles.title')} lead={t('bundles.lead')} />;
}

BundlesScreen.getLayout = withAppLayout;
