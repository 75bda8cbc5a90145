import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteIntro } from '@/components/layout/route-intro';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRewardCoupon } from '@/features/rewards/api/get-reward-coupon';
import { useRewardPoints } from '@/features/rewards/api/get-reward-points';
import { RedeemPanel } from '@/features/rewards/components/redeem-panel';
import { RewardDetails } from '@/features/rewards/components/reward-details';
import { parseRewardId } from '@/features/rewards/api/rewards-keys';
import { isAppError } from '@/lib/errors/app-error';
import { DETAIL_ROUTES, ROUTES } from '@/lib/routes';
import { useAuthorized } from '@/lib/session/use-authorized';
import { NotFoundScreen } from '@/screens/not-found/not-found-screen';
import { withAppLayout } from '@/screens/shell/app-layout';
import { BackLink, Block, Failed } from './rewards-styles';

/** /rewards/{id}: a reward's terms and its "Échanger N points" button; a visitor is asked to log in. */
export function RewardDetailScreen() {
  const { t } = useTranslation('rewards');
  const { query } = useRouter();
  const id = parseRewardId(query.id);
  const authorized = useAuthorized();
  const reward = useRewardCoupon(id, authorized);
  const points = useRewardPoints(authorized);
  const isMissing = id === null || (isAppError(reward.error) && reward.error.statusCode === 404);
  if (isMissing) return <NotFoundScreen />;
  if (!reward.data) {
    return (
      <RouteIntro title={t('detail.loadingTitle')} lead={t('detail.lead')}>
        {reward.isError ? (
          <Failed>
            <p role="alert">{t('detail.loadError')}</p>
            <ButtonLink href={ROUTES.rewards} variant="secondary">
              {t('detail.back')}
            </ButtonLink>
          </Failed>
        ) : (
          <Skeleton count={2} height="6rem" />
        )}
      </RouteIntro>
    );
  }
  // The button waits for the balance, so "il vous manque…" never flashes the wrong reason.
  const isBalanceKnown = authorized === false || points.data !== undefined;
  return (
    <RouteIntro title={reward.data.title} lead={t('detail.lead')} seoPath={DETAIL_ROUTES.reward(String(reward.data.id))}>
      <RewardDetails reward={reward.data} />
      <Block aria-label={t('redeem.section')}>{isBalanceKnown ? <RedeemPanel reward={reward.data} balance={points.data?.balance ?? null} isSignedIn={authorized} /> : <Skeleton count={1} height="3rem" />}</Block>
      <BackLink href={ROUTES.rewards} variant="ghost">
        {t('detail.back')}
      </BackLink>
    </RouteIntro>
  );
}

RewardDetailScreen.getLayout = withAppLayout;
