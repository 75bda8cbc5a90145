import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';

export function WishlistScreen() {
  const { t } = useTranslation('routes');
  return <RouteIntro title={t('wishlist.title')} lead={t('wishlist.lead')} isPrivate />;
}

WishlistScreen.getLayout = withAppLayout;
WishlistScreen.requiresLogin = true;
