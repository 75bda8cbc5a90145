import { useTranslation } from 'next-i18next/pages';
import { Loader } from '@/components/ui/loader';
import { PageSeo } from '@/components/seo/page-seo';
import { NamespaceGate } from '@/features/auth/components/namespace-gate';
import { isNotFound, useReservation } from '@/features/reservations/api/get-reservation';
import { useCart } from '@/screens/create-reservation/booking-cart';
import { withAppLayout } from '@/screens/shell/app-layout';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutReview } from './checkout-review';
import { Centered, Page } from './checkout-styles';

const NAMESPACES = ['reservations'];

function CheckoutContent() {
  const { t } = useTranslation('reservations');
  const cart = useCart();
  const reservation = useReservation(cart.isRestored ? cart.reservationId : null);

  if (!cart.isRestored || (cart.reservationId && reservation.isPending)) {
    return (
      <Centered>
        <Loader label={t('checkout.loading')} />
      </Centered>
    );
  }
  if (!cart.reservationId) return <CheckoutEmpty />;
  if (reservation.isError || !reservation.data) {
    return isNotFound(reservation.error) ? <CheckoutEmpty title={t('checkout.expiredTitle')} text={t('common:errors.reservation_expired')} /> : <CheckoutEmpty title={t('errors.loadTitle')} text={t('errors.generic')} />;
  }
  if (reservation.data.status !== 'draft') return <CheckoutEmpty title={t('checkout.doneTitle')} text={t('checkout.doneText')} />;
  return <CheckoutReview reservation={reservation.data} />;
}

/** /checkout/reservation: the held table and its dishes, reviewed and confirmed (issue 5 §5). */
export function CheckoutReservationScreen() {
  const { t } = useTranslation('reservations');
  return (
    <Page id="main-content">
      <PageSeo title={t('checkout.title')} description={t('checkout.lead')} noIndex />
      <h1>{t('checkout.title')}</h1>
      <NamespaceGate namespaces={NAMESPACES}>
        <CheckoutContent />
      </NamespaceGate>
    </Page>
  );
}

CheckoutReservationScreen.getLayout = withAppLayout;
CheckoutReservationScreen.requiresLogin = true;
