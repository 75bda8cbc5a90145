import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Loader } from '@/components/ui/loader';
import { PageSeo } from '@/components/seo/page-seo';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { isNotFound, useReservation } from '@/features/reservations/api/get-reservation';
import { useCart } from '@/screens/create-reservation/booking-cart';
import { withAppLayout } from '@/screens/shell/app-layout';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutReview, isAddingDishes } from './checkout-review';
import { Centered, Page } from './checkout-styles';
import { useRefetchWhenDraftSaved } from './use-refetch-when-draft-saved';

const NAMESPACES = ['reservations'];

function CheckoutContent() {
  const { t } = useTranslation('reservations');
  const cart = useCart();
  const reservation = useReservation(cart.isRestored ? cart.reservationId : null);
  useRefetchWhenDraftSaved(cart.reservationId ? reservation.refetch : null);

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
  const isAdding = isAddingDishes(cart.draftReservation?.status, reservation.data);
  if (reservation.data.status !== 'draft' && !isAdding) return <CheckoutEmpty title={t('checkout.doneTitle')} text={t('checkout.doneText')} />;
  return <CheckoutReview reservation={reservation.data} />;
}

/**
 * /checkout/reservation: the held table and its dishes, reviewed and confirmed; or dishes added to
 * a confirmed booking, sent as a new order.
 */
export function CheckoutReservationScreen() {
  const { t } = useTranslation('reservations');
  const { draftReservation } = useCart();
  const title = draftReservation?.status === 'confirmed' ? t('checkout.addPageTitle') : t('checkout.title');
  return (
    <Page id="main-content">
      <PageSeo title={title} description={t('checkout.lead')} noIndex />
      <h1>{title}</h1>
      <NamespaceGate namespaces={NAMESPACES}>
        <CheckoutContent />
      </NamespaceGate>
    </Page>
  );
}

CheckoutReservationScreen.getLayout = withAppLayout;
CheckoutReservationScreen.loginGate = RequireLogin;
