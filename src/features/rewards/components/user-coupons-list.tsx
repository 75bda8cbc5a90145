import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { useUserCoupons } from '../api/get-user-coupons';
import { sortUserCoupons } from '../model/coupon-order';
import { UserCouponCard } from './user-coupon-card';

const Grid = styled(PlainList)`
  ${mediaUp('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
`;

/** The signed-in diner's own coupons: usable ones first, used and expired ones after, greyed with their state. */
export function UserCouponsList({ isSignedIn }: { isSignedIn: boolean | null }) {
  const { t } = useTranslation('rewards');
  const { data, isPending, isError, refetch } = useUserCoupons(isSignedIn);
  if (isPending) return <Skeleton count={2} height="9rem" />;
  if (isError) {
    return (
      <div>
        <p role="alert">{t('coupons.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <Empty data-testid="user-coupons-empty">
        <p>{t('coupons.empty')}</p>
        <ButtonLink href={ROUTES.rewards} size="sm">
          {t('coupons.toRewards')}
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <Grid aria-label={t('coupons.title')}>
      {sortUserCoupons(data.items).map((coupon) => (
        <li key={coupon.id}>
          <UserCouponCard coupon={coupon} />
        </li>
      ))}
    </Grid>
  );
}
