import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import type { TRewardCoupon } from '@/contracts/reward-contract';
import { isAppError } from '@/lib/errors/app-error';
import { ROUTES } from '@/lib/routes';
import { openModal } from '@/lib/ui-state/ui-store';
import { useRedeemRewardCoupon } from '../api/redeem-reward-coupon';
import { missingPoints } from '../model/format-points';
import { RedeemSuccess } from './redeem-success';
import { usePointsText } from './use-points-text';
import { theme } from '@/styles/theme';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
`;

const Note = styled.p<{ $tone?: 'danger' }>`
  color: ${({ theme, $tone }) => ($tone ? theme.color.danger : theme.color.inkMuted)};
`;

const KNOWN_REFUSALS = new Set(['insufficient_points', 'reward_out_of_stock']);

/** Why the button cannot be pressed now, if it cannot; the server still has the last word. */
function useBlocker(reward: TRewardCoupon, balance: number | null): { text: string; isHeld: boolean } | null {
  const { t } = useTranslation('rewards');
  const pointsText = usePointsText();
  if (reward.stock === 0) return { text: t('redeem.outOfStock'), isHeld: false };
  if (balance !== null && balance < reward.pointsCost) return { text: t('redeem.missing', { points: pointsText(missingPoints(reward.pointsCost, balance)) }), isHeld: false };
  // Enough points and stock, yet refused: the diner still holds an unused coupon of it.
  if (!reward.canRedeem) return { text: t('redeem.alreadyHeld'), isHeld: true };
  return null;
}

/** "Échanger N points": one coupon per press, however often or from however many tabs it is pressed. */
export function RedeemPanel({ reward, balance, isSignedIn }: { reward: TRewardCoupon; balance: number | null; isSignedIn: boolean | null }) {
  const { t } = useTranslation('rewards');
  const pointsText = usePointsText();
  const { redeem, isPending, data, error } = useRedeemRewardCoupon(reward.id);
  const blocker = useBlocker(reward, balance);
  if (data) return <RedeemSuccess coupon={data.coupon} />;
  if (isSignedIn === false) {
    return (
      <Panel>
        <Note>{t('redeem.loginFirst')}</Note>
        <Button onClick={() => openModal('LOGIN')}>{t('visitor.login')}</Button>
      </Panel>
    );
  }
  const code = isAppError(error) ? error.code : null;
  return (
    <Panel>
      <Button size="lg" onClick={redeem} isLoading={isPending} disabled={isSignedIn !== true || blocker !== null} data-testid="redeem-button">
        {isPending ? t('redeem.pending') : t('redeem.button', { points: pointsText(reward.pointsCost) })}
      </Button>
      {blocker && <Note data-testid="redeem-blocker">{blocker.text}</Note>}
      {blocker?.isHeld && (
        <ButtonLink href={ROUTES.coupons} variant="secondary" size="sm">
          {t('redeem.myCoupons')}
        </ButtonLink>
      )}
      {error && (
        <Note $tone="danger" role="alert">
          {code && KNOWN_REFUSALS.has(code) ? t(`redeem.errors.${code}`) : t('redeem.errors.generic')}
        </Note>
      )}
    </Panel>
  );
}
