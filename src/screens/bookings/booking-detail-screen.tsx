import { RequireLogin } from '@/features/auth/components/require-login';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { PageSeo } from '@/components/seo/page-seo';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, isReservationId, useReservation } from '@/features/reservations/api/get-reservation';
import { BookingActions } from '@/features/reservations/components/booking-actions';
import { BookingBill } from '@/features/reservations/components/booking-bill';
import { Notice } from '@/features/reservations/components/booking-styles';
import { BookingSummary } from '@/features/reservations/components/booking-summary';
import { BookingTable } from '@/features/reservations/components/booking-table';
import { PolicyNote } from '@/features/reservations/components/policy-note';
import { ROUTES } from '@/lib/routes';
import { Centered, Page, Section } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { BookingSocial } from './booking-social';
import { canAddDishes } from './confirmed-booking-cart';
import { PreorderMore } from './preorder-more';

/** /my-account/bookings/{id}: the whole booking, with modify and cancel under the restaurant's policy. */
export function BookingDetailScreen() {
  const { t } = useTranslation('reservations');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : null;
  const { data: reservation, error, isPending: isLoading } = useReservation(id);
  // A malformed id is never asked for: it is simply not a booking.
  const isMalformed = id !== null && !isReservationId(id);
  const isPending = isLoading && !isMalformed;
  const isMissing = isMalformed || isNotFound(error);
  return (
    <Page id="main-content">
      <PageSeo title={t('detail.title')} description={t('list.lead')} noIndex />
      <h1>{t('detail.title')}</h1>
      {isPending && <Skeleton count={2} height="10rem" />}
      {!isPending && !reservation && (
        <Centered data-testid="booking-not-found">
          <h2>{isMissing ? t('detail.notFoundTitle') : t('errors.loadTitle')}</h2>
          <p>{isMissing ? t('detail.notFoundText') : t('errors.generic')}</p>
          <ButtonLink href={ROUTES.bookings}>{t('success.all')}</ButtonLink>
        </Centered>
      )}
      {reservation && (
        <>
          <BookingSummary reservation={reservation} showTable={false} />
          {reservation.table && <BookingTable table={reservation.table} />}
          <Section aria-labelledby="booking-dishes">
            <h2 id="booking-dishes">{t('bill.title')}</h2>
            <BookingBill reservation={reservation} />
            {canAddDishes(reservation) && <PreorderMore reservation={reservation} />}
          </Section>
          {reservation.status !== 'draft' && <BookingSocial reservation={reservation} />}
          {reservation.viewerRole !== 'guest' && (
            <Section aria-labelledby="booking-manage">
              <h2 id="booking-manage">{t('detail.manage')}</h2>
              <PolicyNote freeCancellationHours={reservation.policy.freeCancellationHours} />
              <BookingActions reservation={reservation} />
            </Section>
          )}
          {reservation.status === 'cancelled' && <Notice $tone="danger">{t('detail.cancelled')}</Notice>}
        </>
      )}
    </Page>
  );
}

BookingDetailScreen.getLayout = withAppLayout;
BookingDetailScreen.loginGate = RequireLogin;
