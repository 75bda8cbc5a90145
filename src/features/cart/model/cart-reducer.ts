import type { Cart, CartItem, CartMeta, DraftReservation, NewCartItem } from './cart-types';
import { EMPTY_CART, EMPTY_META } from './empty-cart';

export { EMPTY_CART };

/** SPEC §5: the exact message of the quantity rule. */
export const CART_QUANTITY_MESSAGE = "cartQuantity can't be zero or less than zero";

/** Thrown when a dish of another restaurant joins a cart that already belongs to one. */
export class CartRestaurantConflictError extends Error {
  constructor(readonly cartRestaurantId: number, readonly itemRestaurantId: number) {
    super(`The cart belongs to restaurant ${cartRestaurantId}, not ${itemRestaurantId}`);
    this.name = 'CartRestaurantConflictError';
  }
}

export type CartItemChanges = Partial<Omit<CartItem, 'id' | 'itemTotal'>>;

export type CartAction =
  | { type: 'ADD_ITEM'; item: NewCartItem; quantity?: number }
  | { type: 'REMOVE_ONE'; id: string }
  | { type: 'REMOVE_ITEM'; id: string }
  | { type: 'UPDATE_ITEM'; id: string; changes: CartItemChanges }
  | { type: 'SET_EVENT'; eventId: number | null }
  | { type: 'SET_RESERVATION'; reservationId: string | null; eventId: number | null }
  | { type: 'SET_SPECIAL'; special: string | null }
  | { type: 'SET_OFFER'; offerId: number | null }
  | { type: 'SET_COUPON'; couponCode: string | null }
  | { type: 'SET_DRAFT_RESERVATION'; draft: DraftReservation | null }
  | { type: 'RESET'; cart?: Cart }
  /** The saved cart, read once at start; a reservation id set meanwhile wins (SPEC §4). */
  | { type: 'RESTORE'; stored: Cart | null };

export function assertCartQuantity(quantity: number): void {
  if (!(quantity > 0)) throw new Error(CART_QUANTITY_MESSAGE);
}

const toLine = (item: Omit<CartItem, 'itemTotal'>): CartItem => ({ ...item, itemTotal: item.price.amount * item.quantity });

/** A cart "belongs" to a restaurant once it holds a dish or a booking there. */
const isClaimed = (cart: Cart) => cart.items.length > 0 || cart.reservationId !== null || cart.draftReservation !== null;

/** The restaurant a dish of `restaurantId` would clash with, or null when it may join the cart. */
export function findRestaurantConflict(cart: Cart, restaurantId: number | undefined): number | null {
  const owner = cart.meta.restaurantId;
  if (restaurantId === undefined || owner === null || owner === restaurantId || !isClaimed(cart)) return null;
  return owner;
}

/** SPEC §4: totals are recomputed after each item change; the meta follows the lines and the booking. */
function withItems(cart: Cart, items: readonly CartItem[], meta: CartMeta = cart.meta): Cart {
  const next = { ...cart, items };
  const keepsOwner = items.length > 0 || next.reservationId !== null || next.draftReservation !== null;
  return {
    ...next,
    meta: keepsOwner ? { ...meta, currency: items[0]?.price.currency ?? meta.currency } : EMPTY_META,
    isEmpty: items.length === 0,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: items.length,
    total: items.reduce((sum, item) => sum + item.itemTotal, 0),
  };
}

export function addItem(cart: Cart, item: NewCartItem, quantity = item.quantity ?? 1): Cart {
  assertCartQuantity(quantity);
  const conflict = findRestaurantConflict(cart, item.restaurantId);
  if (conflict !== null && item.restaurantId !== undefined) throw new CartRestaurantConflictError(conflict, item.restaurantId);
  const { restaurantId, quantity: _ignored, ...fields } = item;
  const meta = { ...cart.meta, restaurantId: restaurantId ?? cart.meta.restaurantId };
  const existing = cart.items.find((line) => line.id === item.id);
  const items = existing
    ? cart.items.map((line) => (line.id === item.id ? toLine({ ...line, quantity: line.quantity + quantity }) : line))
    : [...cart.items, toLine({ ...fields, quantity })];
  return withItems(cart, items, meta);
}

/** One portion less; the line goes at zero. */
export function removeOne(cart: Cart, id: string): Cart {
  const items = cart.items.flatMap((line) => (line.id !== id ? [line] : line.quantity > 1 ? [toLine({ ...line, quantity: line.quantity - 1 })] : []));
  return withItems(cart, items);
}

export const removeItem = (cart: Cart, id: string): Cart => withItems(cart, cart.items.filter((line) => line.id !== id));

export function updateItem(cart: Cart, id: string, changes: CartItemChanges): Cart {
  if (changes.quantity !== undefined) assertCartQuantity(changes.quantity);
  return withItems(cart, cart.items.map((line) => (line.id === id ? toLine({ ...line, ...changes }) : line)));
}

/**
 * A booking at another restaurant cannot carry this cart's dishes (the server would refuse them
 * as not offered), so they go; a draft for the same restaurant keeps them.
 */
export function setDraftReservation(cart: Cart, draft: DraftReservation | null): Cart {
  if (!draft) return withItems({ ...cart, draftReservation: null }, cart.items);
  const sameRestaurant = cart.meta.restaurantId === null || cart.meta.restaurantId === draft.restaurantId;
  const items = sameRestaurant ? cart.items : [];
  return withItems({ ...cart, draftReservation: draft }, items, { ...cart.meta, restaurantId: draft.restaurantId });
}

/**
 * SPEC §4: the cart is restored at start "keeping the current reservation id": a booking made in
 * this page before the restore finished wins over the one saved earlier.
 */
export function restoreCart(current: Cart, stored: Cart | null): Cart {
  if (!stored) return current;
  if (current.reservationId === null) return normalizeCart(stored);
  return normalizeCart({ ...stored, reservationId: current.reservationId, eventId: current.eventId });
}

/** Rebuilds the totals of a given cart so a reset never trusts stale sums. */
export const normalizeCart = (cart: Cart): Cart => withItems(cart, cart.items.map((line) => toLine(line)));

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'ADD_ITEM':
      return addItem(cart, action.item, action.quantity);
    case 'REMOVE_ONE':
      return removeOne(cart, action.id);
    case 'REMOVE_ITEM':
      return removeItem(cart, action.id);
    case 'UPDATE_ITEM':
      return updateItem(cart, action.id, action.changes);
    case 'SET_EVENT':
      // SPEC §4: another event means another booking; the old reservation id no longer applies.
      return { ...cart, eventId: action.eventId, reservationId: null };
    case 'SET_RESERVATION':
      return withItems({ ...cart, reservationId: action.reservationId, eventId: action.eventId }, cart.items);
    case 'SET_SPECIAL':
      return { ...cart, special: action.special };
    // One discount at a time: choosing an offer drops a coupon code, and the other way round.
    case 'SET_OFFER':
      return { ...cart, offerId: action.offerId, couponCode: action.offerId === null ? cart.couponCode : null };
    case 'SET_COUPON':
      return { ...cart, couponCode: action.couponCode, offerId: action.couponCode === null ? cart.offerId : null };
    case 'SET_DRAFT_RESERVATION':
      return setDraftReservation(cart, action.draft);
    case 'RESET':
      return action.cart ? normalizeCart(action.cart) : EMPTY_CART;
    case 'RESTORE':
      return restoreCart(cart, action.stored);
  }
}

export const getCartItem = (cart: Cart, id: string) => cart.items.find((line) => line.id === id);

/** SPEC §4: in stock only while the quantity is below the stock; a null stock is unlimited. */
export function isInStock(cart: Cart, id: string): boolean {
  const line = getCartItem(cart, id);
  if (!line) return false;
  return line.stock === null || line.quantity < line.stock;
}
