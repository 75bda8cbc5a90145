import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { FactsList as Facts } from './facts-list';
import type { TUserCoupon } from '@/contracts/reward-contract';
import { formatLongDate } from '@/lib/format/format-long-date';
import { CouponCode } from './coupon-code';
import { CouponStatusBadge, CouponWhen } from './coupon-status';
import { RewardDiscount } from './reward-discount';
import { theme } from '@/styles/theme';

const Card = styled.article`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

/** A coupon's page: its code to show or copy, the reward it came from, where it holds, until when, and its state. */
export function CouponDetails({ coupon }: { coupon: TUserCoupon }) {
  const { t } = useTranslation('rewards');
  const { locale = 'fr' } = useRouter();
  const { reward } = coupon;
  return (
    <Card data-testid="coupon-details">
      <CouponStatusBadge status={coupon.status} />
      {coupon.status === 'available' ? <CouponCode code={coupon.code} isLarge /> : <p data-testid="coupon-code">{t('code.spent', { code: coupon.code })}</p>}
      {reward.description && <p>{reward.description}</p>}
      <Facts>
        <dt>{t('couponDetail.discount')}</dt>
        <dd>
          <RewardDiscount discount={reward.discount} />
        </dd>
        <dt>{t('couponDetail.where')}</dt>
        <dd>{reward.restaurant ? t('atRestaurant', { name: reward.restaurant.name }) : t('siteWide')}</dd>
        <dt>{t('couponDetail.acquired')}</dt>
        <dd>{formatLongDate(coupon.acquiredAt, locale)}</dd>
        <dt>{t('couponDetail.state')}</dt>
        <dd>
          <CouponWhen coupon={coupon} />
        </dd>
      </Facts>
      <p>{t('couponDetail.conditions')}</p>
    </Card>
  );
}
