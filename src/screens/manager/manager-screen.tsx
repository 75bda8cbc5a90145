import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isStaffForbidden, useManagerRestaurants } from '@/features/orders/api/manager-restaurants';
import { ROUTES } from '@/lib/routes';
import styled from 'styled-components';
import { Centered, Page } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { ManagerDay } from './manager-day';
import { theme } from '@/styles/theme';

// Orders and bookings side by side need the full layout width on a counter's screen.
const WidePage = styled(Page)`
  max-inline-size: ${theme.layout.maxWidth};
`;

/** /manager: the restaurant staff's day — orders to move along and bookings to check in. Diners get a clear "staff only". */
export function ManagerScreen() {
  const { t } = useTranslation('manager');
  const restaurants = useManagerRestaurants();
  const items = restaurants.data?.items ?? [];
  const isForbidden = isStaffForbidden(restaurants.error);
  return (
    <WidePage id="main-content">
      <PageSeo title={t('title')} description={t('lead')} noIndex />
      {restaurants.isPending && (
        <>
          <h1>{t('title')}</h1>
          <Skeleton count={2} height="8rem" />
        </>
      )}
      {(restaurants.isError || (restaurants.data && items.length === 0)) && (
        <Centered data-testid="manager-forbidden">
          <h1>{isForbidden ? t('forbiddenTitle') : t('title')}</h1>
          <p role={isForbidden ? undefined : 'alert'}>{isForbidden ? t('forbiddenText') : restaurants.isError ? t('loadError') : t('noRestaurant')}</p>
          <ButtonLink href={ROUTES.home}>{t('backHome')}</ButtonLink>
        </Centered>
      )}
      {items.length > 0 && <ManagerDay restaurants={items} />}
    </WidePage>
  );
}

ManagerScreen.getLayout = withAppLayout;
ManagerScreen.loginGate = RequireLogin;
