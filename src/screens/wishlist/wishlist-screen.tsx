import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';
import { WishlistList } from './wishlist-list';

/** /my-account/wishlist (SPEC §2): the restaurants a diner hearted (§4 favourites), login required (§6). */
export function WishlistScreen() {
  const { t } = useTranslation('routes');
  return (
    <RouteIntro title={t('wishlist.title')} lead={t('wishlist.lead')} isPrivate>
      <WishlistList />
    </RouteIntro>
  );
}

WishlistScreen.getLayout = withAppLayout;
WishlistScreen.loginGate = RequireLogin;
