import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function ShopScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('shop.title')} lead={t('shop.lead')} />;
}

ShopScreen.getLayout = withAppLayout;
