import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CheckoutSuccessScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('checkoutSuccess.title')} lead={t('checkoutSuccess.lead')} isPrivate />;
}

CheckoutSuccessScreen.getLayout = withAppLayout;
CheckoutSuccessScreen.requiresLogin = true;
