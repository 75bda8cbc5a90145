import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function CouponDetailScreen() {
  const { t } = useTranslation('routes');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return <RouteIntro title={t('couponDetail.title', { id })} lead={t('couponDetail.lead')} isPrivate />;
}

CouponDetailScreen.getLayout = withAppLayout;
CouponDetailScreen.requiresLogin = true;
