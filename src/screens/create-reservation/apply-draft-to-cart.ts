import type { TCreateReservationRequest, TReservation } from '@/contracts/reservation-contract';
import type { CartContextValue } from '@/features/cart/model/cart-types';

/**
 * A new hold becomes the cart's booking. Dishes picked for another restaurant or another booking
 * cannot travel with it, so such a cart starts again empty.
 */
export function applyDraftToCart(cart: CartContextValue, reservation: TReservation, request: TCreateReservationRequest): void {
  const holdsOther =
    (cart.meta.restaurantId !== null && cart.meta.restaurantId !== reservation.restaurant.id) ||
    (cart.reservationId !== null && cart.reservationId !== reservation.id);
  if (holdsOther) cart.reset();
  cart.setReservation(reservation.id, reservation.eventId);
  cart.setDraftReservation({
    status: 'draft',
    restaurantId: reservation.restaurant.id,
    restaurantName: reservation.restaurant.name,
    eventId: reservation.eventId,
    startsAt: reservation.startsAt,
    timeZone: reservation.restaurant.timeZone,
    guests: reservation.guests,
    occasion: request.occasion ?? null,
    specialRequest: request.specialRequest ?? null,
    expireDate: reservation.expireDate,
  });
}
