import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TUserCoupon } from '@/contracts/reward-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { CouponStatusBadge, CouponWhen } from './coupon-status';
import { RewardDiscount } from './reward-discount';
import { theme } from '@/styles/theme';

const Card = styled.article<{ $isSpent: boolean }>`
  position: relative;
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${({ theme, $isSpent }) => ($isSpent ? theme.color.surfaceAlt : theme.color.surface)};
  border: 1px solid ${theme.color.border};
  box-shadow: ${({ theme, $isSpent }) => ($isSpent ? 'none' : theme.shadow.card)};
  /* Greyed, not faded: text keeps its contrast. */
  color: ${({ theme, $isSpent }) => ($isSpent ? theme.color.inkMuted : theme.color.ink)};
  h3 { font-size: ${theme.fontSize.lg}; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
`;

const Meta = styled.p`
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;

const Code = styled.code<{ $isSpent: boolean }>`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.05em;
  text-decoration: ${({ $isSpent }) => ($isSpent ? 'line-through' : 'none')};
`;

/** One of the diner's coupons in the list; the whole card leads to its page. */
export function UserCouponCard({ coupon }: { coupon: TUserCoupon }) {
  const { t } = useTranslation('rewards');
  const isSpent = coupon.status !== 'available';
  return (
    <Card $isSpent={isSpent} data-testid="user-coupon" data-status={coupon.status}>
      <CouponStatusBadge status={coupon.status} />
      <h3>
        <CardLink href={DETAIL_ROUTES.coupon(coupon.id)}>{coupon.reward.title}</CardLink>
      </h3>
      <p>
        <RewardDiscount discount={coupon.reward.discount} />
      </p>
      <Meta>
        {t('code.label')} <Code $isSpent={isSpent}>{coupon.code}</Code>
      </Meta>
      <Meta>
        <CouponWhen coupon={coupon} />
      </Meta>
    </Card>
  );
}
