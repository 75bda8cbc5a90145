import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CheckoutScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('checkout.title')} lead={t('checkout.lead')} isPrivate />;
}

CheckoutScreen.getLayout = withAppLayout;
CheckoutScreen.requiresLogin = true;
