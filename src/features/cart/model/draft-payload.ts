import type { TAddOrderRequest, TDraftDish, TDraftOrderRequest } from '@/contracts/reservation-contract';
import type { Cart } from './cart-types';

/** The cart's lines as order dishes; a line keeps its id as draftId so the server's lines can be matched. */
export function toOrderDishes(cart: Cart): TDraftDish[] {
  return cart.items.map((item) => ({
    draftId: item.id,
    dishId: item.dishId,
    count: item.quantity,
    collections: Object.fromEntries(Object.entries(item.collections).map(([groupId, ids]) => [groupId, [...ids]])),
  }));
}

const trimmedSpecial = (cart: Cart) => (cart.special?.trim() ? cart.special : null);

/** A confirmed booking takes added dishes once, through addOrder: it has no draft to sync. */
export const isConfirmedBooking = (cart: Cart) => cart.draftReservation?.status === 'confirmed';

/** SPEC §3 draft order payload; null when the cart holds no draft reservation to sync against. */
export function buildDraftPayload(cart: Cart): TDraftOrderRequest | null {
  if (!cart.reservationId || isConfirmedBooking(cart)) return null;
  return {
    reservationId: cart.reservationId,
    eventId: cart.eventId,
    special: trimmedSpecial(cart),
    offerId: cart.offerId,
    dishes: toOrderDishes(cart),
  };
}

/** POST /reservations/addOrder/{id} body: the cart's dishes added to its confirmed booking. */
export function buildAddOrderPayload(cart: Cart): TAddOrderRequest {
  return { special: trimmedSpecial(cart), dishes: toOrderDishes(cart) };
}
