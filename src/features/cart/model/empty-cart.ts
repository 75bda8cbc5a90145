import type { Cart, CartMeta } from './cart-types';

export const EMPTY_META: CartMeta = { restaurantId: null, currency: null };

export const EMPTY_CART: Cart = {
  items: [],
  isEmpty: true,
  totalItems: 0,
  totalUniqueItems: 0,
  total: 0,
  eventId: null,
  reservationId: null,
  offerId: null,
  couponCode: null,
  special: null,
  meta: EMPTY_META,
  draftReservation: null,
};
