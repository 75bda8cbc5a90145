import { RequireLogin } from '@/features/auth/components/require-login';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isOrderId, isOrderNotFound } from '@/features/orders/api/get-order';
import { useTrackedOrder } from '@/features/orders/api/use-tracked-order';
import { ROUTES } from '@/lib/routes';
import { Centered, Page } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { OrderDetail } from './order-detail';

/** /my-account/orders/{id}: one order followed live, its steps, bill and address; cancel while the restaurant has not accepted. */
export function OrderDetailScreen() {
  const { t } = useTranslation('orders');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : null;
  const { data: order, error, isPending: isLoading } = useTrackedOrder(id);
  // A malformed id is never asked for: it simply is not an order.
  const isMalformed = id !== null && !isOrderId(id);
  const isPending = isLoading && !isMalformed;
  const isMissing = isMalformed || isOrderNotFound(error);
  return (
    <Page id="main-content">
      <PageSeo title={t('detail.title')} description={t('list.lead')} noIndex />
      {isPending && (
        <>
          <h1>{t('detail.title')}</h1>
          <Skeleton count={2} height="10rem" />
        </>
      )}
      {!isPending && !order && (
        <Centered data-testid="order-not-found">
          <h1>{isMissing ? t('detail.notFoundTitle') : t('detail.title')}</h1>
          <p>{isMissing ? t('detail.notFoundText') : t('detail.loadError')}</p>
          <ButtonLink href={ROUTES.orders}>{t('detail.backToList')}</ButtonLink>
        </Centered>
      )}
      {order && <OrderDetail order={order} />}
    </Page>
  );
}

OrderDetailScreen.getLayout = withAppLayout;
OrderDetailScreen.loginGate = RequireLogin;
