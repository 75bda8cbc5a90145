import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteIntro } from '@/components/layout/route-intro';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRewardCoupons } from '@/features/rewards/api/get-reward-coupons';
import { useRewardPoints } from '@/features/rewards/api/get-reward-points';
import { PointsBalance } from '@/features/rewards/components/points-balance';
import { PointsLedger } from '@/features/rewards/components/points-ledger';
import { RewardsCatalogue } from '@/features/rewards/components/rewards-catalogue';
import { VisitorCall } from '@/features/rewards/components/visitor-call';
import { useAuthorized } from '@/lib/session/use-authorized';
import { ROUTES } from '@/lib/routes';
import { withAppLayout } from '@/screens/shell/app-layout';
import { Block, Failed } from './rewards-styles';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('rewards');
  return (
    <Failed>
      <p role="alert">{t('balance.loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Failed>
  );
}

/** The signed-in diner's balance, above the catalogue it is spent on. */
function DinerBalance() {
  const { data, isPending, isError, refetch } = useRewardPoints(true);
  if (isPending) return <Skeleton count={1} height="9rem" />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  return <PointsBalance balance={data.balance} />;
}

/** Where the points came from and went, below the catalogue (the same query as the balance). */
function DinerLedger() {
  const { t } = useTranslation('rewards');
  const { data } = useRewardPoints(true);
  if (!data) return null;
  return (
    <Block aria-labelledby="points-ledger-title">
      <h2 id="points-ledger-title">{t('ledger.title')}</h2>
      <PointsLedger entries={data.entries} />
    </Block>
  );
}

function Catalogue({ isSignedIn }: { isSignedIn: boolean | null }) {
  const { t } = useTranslation('rewards');
  const { data, isPending, isError, refetch } = useRewardCoupons(isSignedIn);
  return (
    <Block aria-labelledby="rewards-catalogue-title">
      <h2 id="rewards-catalogue-title">{t('catalogue.title')}</h2>
      {isPending && <Skeleton count={3} height="9rem" />}
      {isError && (
        <Failed>
          <p role="alert">{t('catalogue.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Failed>
      )}
      {data && <RewardsCatalogue rewards={data.items} />}
    </Block>
  );
}

/** /rewards (SPEC §2): the diner's points and their history, and the catalogue of rewards to exchange them for. */
export function RewardsScreen() {
  const { t } = useTranslation('routes');
  const authorized = useAuthorized();
  return (
    <RouteIntro title={t('rewards.title')} lead={t('rewards.lead')} seoPath={ROUTES.rewards}>
      {authorized === true && <DinerBalance />}
      {authorized === false && <VisitorCall />}
      <Catalogue isSignedIn={authorized} />
      {authorized === true && <DinerLedger />}
    </RouteIntro>
  );
}

RewardsScreen.getLayout = withAppLayout;
