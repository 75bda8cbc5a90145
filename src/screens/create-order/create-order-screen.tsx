import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CreateOrderScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('createOrder.title')} lead={t('createOrder.lead')} isPrivate />;
}

CreateOrderScreen.getLayout = withAppLayout;
CreateOrderScreen.requiresLogin = true;
