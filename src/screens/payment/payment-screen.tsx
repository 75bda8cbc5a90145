import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function PaymentScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('payment.title')} lead={t('payment.lead')} isPrivate />;
}

PaymentScreen.getLayout = withAppLayout;
PaymentScreen.requiresLogin = true;
