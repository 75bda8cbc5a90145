import { RequireLogin } from '@/features/auth/components/require-login';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteIntro } from '@/components/layout/route-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserCoupon } from '@/features/rewards/api/get-user-coupon';
import { CouponDetails } from '@/features/rewards/components/coupon-details';
import { isUserCouponId } from '@/features/rewards/api/rewards-keys';
import { isAppError } from '@/lib/errors/app-error';
import { ROUTES } from '@/lib/routes';
import { useAuthorized } from '@/lib/session/use-authorized';
import { NotFoundScreen } from '@/screens/not-found/not-found-screen';
import { BackLink } from '@/screens/rewards/rewards-styles';
import { withAppLayout } from '@/screens/shell/app-layout';

/** /my-account/coupons/{id}: one of the diner's coupons; another diner's, or none, is simply not found. */
export function CouponDetailScreen() {
  const { t } = useTranslation('rewards');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : null;
  const authorized = useAuthorized();
  const { data: coupon, error } = useUserCoupon(id, authorized);
  const isMissing = (id !== null && !isUserCouponId(id)) || (isAppError(error) && (error.statusCode === 404 || error.statusCode === 400));
  if (isMissing) return <NotFoundScreen />;
  return (
    <RouteIntro title={coupon ? coupon.reward.title : t('couponDetail.title')} lead={t('couponDetail.lead')} isPrivate>
      {coupon && <CouponDetails coupon={coupon} />}
      {!coupon && !error && <Skeleton count={2} height="7rem" />}
      {!coupon && error && <p role="alert">{t('coupons.loadError')}</p>}
      <BackLink href={ROUTES.coupons} variant="ghost">
        {t('couponDetail.back')}
      </BackLink>
    </RouteIntro>
  );
}

CouponDetailScreen.getLayout = withAppLayout;
CouponDetailScreen.loginGate = RequireLogin;
