import { useState } from 'react';
import { useRouter } from 'next/router';
import type { TReservation } from '@/contracts/reservation-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { useOptionalCart } from '@/screens/create-reservation/booking-cart';
import { confirmedBookingCart } from './confirmed-booking-cart';

/**
 * "Pre-order more dishes": the booking becomes the cart's (a cart already holding it keeps its
 * dishes), then the restaurant's menu opens. Dishes picked for something else, or another held
 * table, would be lost, so the diner is asked first.
 */
export function usePreorderMore(reservation: TReservation) {
  const router = useRouter();
  const cart = useOptionalCart();
  const [askReset, setAskReset] = useState(false);
  const holdsThis = cart?.reservationId === reservation.id && cart.draftReservation?.status === 'confirmed';
  const holdsOther = !holdsThis && cart !== null && (cart.items.length > 0 || cart.draftReservation?.status === 'draft');

  const goToMenu = () => router.push(`${DETAIL_ROUTES.restaurant(String(reservation.restaurant.id))}#menus`);
  const start = () => {
    setAskReset(false);
    if (!holdsThis) cart?.reset(confirmedBookingCart(reservation));
    void goToMenu();
  };

  return {
    askReset,
    /** The held table that a new cart would drop, named in the question. */
    heldDraft: cart?.draftReservation?.status === 'draft' ? cart.draftReservation : null,
    request: () => (holdsOther ? setAskReset(true) : start()),
    confirmReset: start,
    keepCart: () => setAskReset(false),
  };
}
