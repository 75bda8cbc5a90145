import { RequireLogin } from '@/features/auth/components/require-login';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { PageSeo } from '@/components/seo/page-seo';
import { isReservationId, useReservation } from '@/features/reservations/api/get-reservation';
import { Notice } from '@/features/reservations/components/booking-styles';
import { BookingSummary } from '@/features/reservations/components/booking-summary';
import { BookingBill } from '@/features/reservations/components/booking-bill';
import { OrderPayment } from '@/features/payments/components/order-payment';
import { DETAIL_ROUTES, ROUTES } from '@/lib/routes';
import { Actions, Centered, Page, Section } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { OrderSuccess } from './order-success';

/**
 * /checkout-success?reservation={id}: the confirmed booking, and where to find it later;
 * `&added=1` after dishes were added to an already confirmed booking; `?orderId={id}` confirms a
 * take-away or delivery order instead.
 */
export function CheckoutSuccessScreen() {
  const { query } = useRouter();
  // A take-away or delivery order confirms itself; everything else here is a booking.
  if (typeof query.orderId === 'string') return <OrderSuccess orderId={query.orderId} />;
  return <BookingSuccess />;
}

function BookingSuccess() {
  const { t } = useTranslation('reservations');
  const { query } = useRouter();
  const id = typeof query.reservation === 'string' && isReservationId(query.reservation) ? query.reservation : null;
  const isAdded = query.added === '1';
  const { data: reservation, isPending, isError } = useReservation(id);
  const title = isAdded ? t('success.addedTitle') : t('success.title');
  const lead = isAdded ? t('success.addedLead') : t('success.lead');
  return (
    <Page id="main-content">
      <PageSeo title={title} description={lead} noIndex />
      <h1>{title}</h1>
      {id && isPending && (
        <Centered>
          <Loader label={t('checkout.loading')} />
        </Centered>
      )}
      {(!id || isError) && <Notice $tone="danger" role="alert">{t('success.notFound')}</Notice>}
      {reservation && (
        <>
          <Notice data-testid="success-message">{lead}</Notice>
          <BookingSummary reservation={reservation} />
          {(reservation.orders.length > 0 || reservation.totals.event) && (
            <Section aria-labelledby="success-dishes">
              <h2 id="success-dishes">{t('bill.title')}</h2>
              <BookingBill reservation={reservation} />
              {/* A pre-order is paid by its own order id, for the total the server gave it. */}
              {reservation.viewerRole === 'host' && reservation.orders.map((order) => <OrderPayment key={order.id} orderId={order.id} orderStatus={order.status} amount={order.total} />)}
            </Section>
          )}
        </>
      )}
      <Actions>
        {reservation && <ButtonLink href={DETAIL_ROUTES.booking(reservation.id)}>{t('success.detail')}</ButtonLink>}
        <ButtonLink href={ROUTES.bookings} variant="secondary">{t('success.all')}</ButtonLink>
      </Actions>
    </Page>
  );
}

CheckoutSuccessScreen.getLayout = withAppLayout;
CheckoutSuccessScreen.loginGate = RequireLogin;
