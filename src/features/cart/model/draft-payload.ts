import type { TDraftOrderRequest } from '@/contracts/reservation-contract';
import type { Cart } from './cart-types';

/** SPEC §3 draft order payload; null when the cart holds no reservation to draft against. */
export function buildDraftPayload(cart: Cart): TDraftOrderRequest | null {
  if (!cart.reservationId) return null;
  return {
    reservationId: cart.reservationId,
    eventId: cart.eventId,
    special: cart.special?.trim() ? cart.special : null,
    offerId: cart.offerId,
    dishes: cart.items.map((item) => ({
      draftId: item.id,
      dishId: item.dishId,
      count: item.quantity,
      collections: Object.fromEntries(Object.entries(item.collections).map(([groupId, ids]) => [groupId, [...ids]])),
    })),
  };
}
