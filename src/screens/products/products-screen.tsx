import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function ProductsScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('products.title')} lead={t('products.lead')} />;
}

ProductsScreen.getLayout = withAppLayout;
