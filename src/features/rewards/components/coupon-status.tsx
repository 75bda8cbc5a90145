import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TUserCoupon } from '@/contracts/reward-contract';
import type { TUserCouponStatus } from '@/contracts/reward-limits';
import { formatLongDate } from '@/lib/format/format-long-date';
import { theme } from '@/styles/theme';

const Badge = styled.span<{ $status: TUserCouponStatus }>`
  display: inline-block;
  inline-size: fit-content;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  background: ${({ theme, $status }) => ($status === 'available' ? theme.color.accentSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $status }) => ($status === 'available' ? theme.color.accent : theme.color.inkMuted)};
  border: 1px solid ${({ theme, $status }) => ($status === 'available' ? 'transparent' : theme.color.border)};
`;

export function CouponStatusBadge({ status }: { status: TUserCouponStatus }) {
  const { t } = useTranslation('rewards');
  return (
    <Badge $status={status} data-testid="coupon-status">
      {t(`coupons.status.${status}`)}
    </Badge>
  );
}

/** The date that matters for the coupon's state: until when it holds, when it was used, or when it lapsed. */
export function CouponWhen({ coupon }: { coupon: TUserCoupon }) {
  const { t } = useTranslation('rewards');
  const { locale = 'fr' } = useRouter();
  if (coupon.status === 'used' && coupon.usedAt) return <>{t('coupons.usedOn', { date: formatLongDate(coupon.usedAt, locale) })}</>;
  if (coupon.status === 'expired') return <>{t('coupons.expiredOn', { date: formatLongDate(coupon.expiresAt, locale) })}</>;
  return <>{t('coupons.validUntil', { date: formatLongDate(coupon.expiresAt, locale) })}</>;
}
