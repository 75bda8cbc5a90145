import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import type { TUserCoupon } from '@/contracts/reward-contract';
import { formatLongDate } from '@/lib/format/format-long-date';
import { DETAIL_ROUTES } from '@/lib/routes';
import { CouponCode } from './coupon-code';
import { theme } from '@/styles/theme';

const Box = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.accentSoft};
  h2 { color: ${theme.color.accent}; font-size: ${theme.fontSize.xl}; }
`;

/** After a redeem: the coupon's code to copy, until when it holds, and the way to it. */
export function RedeemSuccess({ coupon }: { coupon: TUserCoupon }) {
  const { t } = useTranslation('rewards');
  const { locale = 'fr' } = useRouter();
  return (
    <Box role="status" data-testid="redeem-success">
      <h2>{t('redeem.successTitle')}</h2>
      <p>{t('redeem.successText', { date: formatLongDate(coupon.expiresAt, locale) })}</p>
      <CouponCode code={coupon.code} />
      <ButtonLink href={DETAIL_ROUTES.coupon(coupon.id)} variant="secondary">
        {t('redeem.seeCoupon')}
      </ButtonLink>
    </Box>
  );
}
