import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { ButtonLink } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { isOrderId, useOrder } from '@/features/orders/api/get-order';
import { OrderReview } from '@/features/ordering/components/order-review';
import { Notice } from '@/features/ordering/components/ordering-styles';
import { formatOrderInstant } from '@/features/ordering/model/format-order-time';
import { OrderPayment } from '@/features/payments/components/order-payment';
import { ROUTES } from '@/lib/routes';
import { Actions, Centered, Page } from '@/screens/checkout-reservation/checkout-styles';

/** The order's short number a diner reads out to the restaurant: the first characters of its id. */
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** /checkout-success?orderId=: the placed order, when it will be ready, what happens next and where to follow it. */
export function OrderSuccess({ orderId }: { orderId: string }) {
  const { t } = useTranslation('ordering');
  const { locale = 'fr' } = useRouter();
  const { data: order, isPending, isError } = useOrder(isOrderId(orderId) ? orderId : null);
  const when = order?.readyAt ? formatOrderInstant(order.readyAt, order.restaurant.timeZone, locale) : null;
  return (
    <Page id="main-content">
      <PageSeo title={t('success.title')} description={t('success.lead')} noIndex />
      <h1>{t('success.title')}</h1>
      {isPending && isOrderId(orderId) && (
        <Centered>
          <Loader label={t('checkout.loading')} />
        </Centered>
      )}
      {(!isOrderId(orderId) || isError) && <Notice $tone="danger" role="alert">{t('checkout.notFound')}</Notice>}
      {order && (
        <>
          <Notice data-testid="order-success">
            {t('success.number', { number: orderNumber(order.id) })} {when && t(order.type === 'DELIVERY' ? 'success.deliveredAt' : 'success.readyAt', { when })}
          </Notice>
          <p>{t(order.type === 'DELIVERY' ? 'success.nextDelivery' : 'success.nextTakeAway')}</p>
          <OrderReview order={order} />
          <OrderPayment orderId={order.id} orderStatus={order.status} amount={order.totals.total} />
        </>
      )}
      <Actions>
        {order && <ButtonLink href={`/my-account/orders/${encodeURIComponent(order.id)}`}>{t('success.follow')}</ButtonLink>}
        <ButtonLink href={ROUTES.restaurant} variant="secondary">
          {t('browse')}
        </ButtonLink>
      </Actions>
    </Page>
  );
}
