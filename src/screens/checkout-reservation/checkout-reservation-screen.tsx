import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CheckoutReservationScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('checkoutReservation.title')} lead={t('checkoutReservation.lead')} isPrivate />;
}

CheckoutReservationScreen.getLayout = withAppLayout;
CheckoutReservationScreen.requiresLogin = true;
