import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { Skeleton } from '@/components/ui/skeleton';
import type { TCreateReservationRequest, TReservation } from '@/contracts/reservation-contract';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { useAuthorized } from '@/lib/session/use-authorized';
import { CreateReservationForm } from '@/features/reservations/components/create-reservation-form';
import { formatBookingDateTime } from '@/features/reservations/model/booking-dates';
import { useRestaurantData } from '@/features/restaurants/api/get-restaurant-data';
import { showToast } from '@/lib/toast/toast-store';
import { closeModal, openModal } from '@/lib/ui-state/ui-store';
import { applyDraftToCart } from './apply-draft-to-cart';
import { useCart } from './booking-cart';
import { bookingDatesFor } from './booking-dates-for';
import { readReservationModalData, type TReservationModalData } from './read-modal-data';

const NAMESPACES = ['reservations', 'cart'];

function CreateReservationContent({ restaurantId, eventId, preset }: TReservationModalData) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  const authorized = useAuthorized();
  const cart = useCart();
  const { data: restaurant, isPending } = useRestaurantData(restaurantId, locale, eventId);

  // SPEC §4: booking needs an account; the login view replaces this one.
  useEffect(() => {
    if (authorized === false) openModal('LOGIN', { reason: 'required' });
  }, [authorized]);

  if (isPending || authorized !== true) {
    return (
      <ModalFrame title={t('modal.title')}>
        <Skeleton count={3} height="3rem" />
      </ModalFrame>
    );
  }
  if (!restaurant) {
    return (
      <ModalFrame title={t('modal.title')}>
        <p role="alert">{t('modal.loadError')}</p>
      </ModalFrame>
    );
  }

  const onCreated = (reservation: TReservation, request: TCreateReservationRequest) => {
    applyDraftToCart(cart, reservation, request);
    closeModal();
    const when = formatBookingDateTime(reservation.startsAt, reservation.restaurant.timeZone, locale);
    showToast({ kind: 'success', text: t('modal.held', { date: when.date, time: when.time }) });
  };

  const subtitle = eventId !== null && restaurant.event ? restaurant.event.title : restaurant.name;
  return (
    <ModalFrame title={t('modal.title')} description={subtitle}>
      <CreateReservationForm restaurantId={restaurant.id} eventId={eventId} timeZone={restaurant.timeZone} dates={bookingDatesFor(restaurant, eventId)} preset={preset} onCreated={onCreated} />
    </ModalFrame>
  );
}

/** SPEC §2 CREATE_RESERVATION view, opened with `{ restaurantId, eventId? }` from the restaurant and event pages, or with a search result's chosen slot. */
export function CreateReservationModal({ data }: { data: unknown }) {
  const parsed = readReservationModalData(data);
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      {parsed ? <CreateReservationContent {...parsed} /> : <InvalidModalData />}
    </NamespaceGate>
  );
}

function InvalidModalData() {
  const { t } = useTranslation('reservations');
  return (
    <ModalFrame title={t('modal.title')}>
      <p role="alert">{t('modal.loadError')}</p>
    </ModalFrame>
  );
}
