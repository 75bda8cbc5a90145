import type { TReservation } from '@/contracts/reservation-contract';
import { EMPTY_CART } from '@/features/cart/model/cart-reducer';
import type { Cart } from '@/features/cart/model/cart-types';

/** Dishes may still be added to a confirmed booking until it starts (the server refuses them after). */
export const canAddDishes = (reservation: TReservation, now: number = Date.now()) => reservation.status === 'confirmed' && Date.parse(reservation.startsAt) > now;

/** A fresh cart for adding dishes to a confirmed booking: no hold to expire, nothing to sync as a draft. */
export function confirmedBookingCart(reservation: TReservation): Cart {
  return {
    ...EMPTY_CART,
    reservationId: reservation.id,
    eventId: reservation.eventId,
    meta: { restaurantId: reservation.restaurant.id, currency: reservation.restaurant.currency },
    draftReservation: {
      status: 'confirmed',
      restaurantId: reservation.restaurant.id,
      restaurantName: reservation.restaurant.name,
      eventId: reservation.eventId,
      startsAt: reservation.startsAt,
      timeZone: reservation.restaurant.timeZone,
      guests: reservation.guests,
      occasion: reservation.occasion,
      specialRequest: reservation.specialRequest,
      expireDate: null,
    },
  };
}
