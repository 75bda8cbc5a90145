import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CategoryScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('category.title')} lead={t('category.lead')} />;
}

CategoryScreen.getLayout = withAppLayout;
