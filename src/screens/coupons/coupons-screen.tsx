import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CouponsScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('coupons.title')} lead={t('coupons.lead')} isPrivate />;
}

CouponsScreen.getLayout = withAppLayout;
CouponsScreen.requiresLogin = true;
