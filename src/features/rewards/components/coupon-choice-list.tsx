import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ChoiceButton, ChoiceList, ChoiceTitle, Muted } from '@/components/ui/choice-list';
import type { TUserCoupon } from '@/contracts/reward-contract';
import { CouponWhen } from './coupon-status';
import { RewardDiscount } from './reward-discount';
import { theme } from '@/styles/theme';

const Facts = styled.span`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  code { font-family: inherit; white-space: nowrap; }
`;

function CouponChoice({ coupon, isChosen, onChoose }: { coupon: TUserCoupon; isChosen: boolean; onChoose: (coupon: TUserCoupon) => void }) {
  const { t } = useTranslation('rewards');
  return (
    <li>
      <ChoiceButton type="button" aria-pressed={isChosen} onClick={() => onChoose(coupon)} data-testid="coupon-choice">
        <ChoiceTitle>{coupon.reward.title}</ChoiceTitle>
        <Facts>
          <RewardDiscount discount={coupon.reward.discount} /> · {t('code.label')} <code>{coupon.code}</code> · <CouponWhen coupon={coupon} />
        </Facts>
      </ChoiceButton>
    </li>
  );
}

/** The diner's usable coupons, to put one on this order. */
export function CouponChoiceList({ coupons, chosenCode, onChoose }: { coupons: readonly TUserCoupon[]; chosenCode: string | null; onChoose: (coupon: TUserCoupon) => void }) {
  const { t } = useTranslation('rewards');
  if (coupons.length === 0) return <Muted>{t('choice.empty')}</Muted>;
  return (
    <ChoiceList aria-label={t('choice.title')}>
      {coupons.map((coupon) => (
        <CouponChoice key={coupon.id} coupon={coupon} isChosen={coupon.code === chosenCode} onChoose={onChoose} />
      ))}
    </ChoiceList>
  );
}
