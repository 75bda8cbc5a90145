import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CompleteOrderScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('completeOrder.title')} lead={t('completeOrder.lead')} isPrivate />;
}

CompleteOrderScreen.getLayout = withAppLayout;
CompleteOrderScreen.requiresLogin = true;
