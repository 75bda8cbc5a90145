import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { SiteOffers } from '@/features/offers/components/site-offers';
import { UserCouponsList } from '@/features/rewards/components/user-coupons-list';
import { useAuthorized } from '@/lib/session/use-authorized';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Block = styled.section`
  display: grid;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.lg};
  h2 { font-size: ${theme.fontSize.xl}; }
`;

/** /my-account/coupons (SPEC §2 coupons and offers): the diner's own coupons, then the offers anyone can use. */
export function CouponsScreen() {
  const { t } = useTranslation('routes');
  const { t: tRewards } = useTranslation('rewards');
  const { t: tOffers } = useTranslation('offers');
  const authorized = useAuthorized();
  return (
    <RouteIntro title={t('coupons.title')} lead={t('coupons.lead')} isPrivate>
      <Block aria-labelledby="my-coupons-title">
        <h2 id="my-coupons-title">{tRewards('coupons.title')}</h2>
        <UserCouponsList isSignedIn={authorized} />
      </Block>
      <Block aria-labelledby="site-offers-title">
        <h2 id="site-offers-title">{tOffers('site.title')}</h2>
        <SiteOffers isSignedIn={authorized} />
      </Block>
    </RouteIntro>
  );
}

CouponsScreen.getLayout = withAppLayout;
CouponsScreen.loginGate = RequireLogin;
