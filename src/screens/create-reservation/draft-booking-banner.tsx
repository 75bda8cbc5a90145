import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { BookingBanner } from '@/features/reservations/components/booking-banner';
import { DraftStatus, useOptionalCart } from './booking-cart';

const NAMESPACES = ['reservations', 'cart'];

/** Shown on the restaurant page while the cart holds a booking (a draft, or a confirmed one taking more dishes) here. */
export function DraftBookingBanner({ restaurantId }: { restaurantId: number }) {
  const cart = useOptionalCart();
  const draft = cart?.draftReservation;
  if (!cart || !cart.isRestored || !draft || !cart.reservationId || draft.restaurantId !== restaurantId) return null;
  return (
    <NamespaceGate namespaces={NAMESPACES} quiet>
      <BookingBanner guests={draft.guests} startsAt={draft.startsAt} timeZone={draft.timeZone} expireDate={draft.expireDate} menuHref="#menus" status={<DraftStatus />} isConfirmed={draft.status === 'confirmed'} />
    </NamespaceGate>
  );
}
