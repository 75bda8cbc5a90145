import {
  CART_QUANTITY_MESSAGE,
  CartRestaurantConflictError,
  cartReducer,
  EMPTY_CART,
  isInStock,
  type CartAction,
} from '@/features/cart/model/cart-reducer';
import type { Cart } from '@/features/cart/model/cart-types';
import { buildDraft, buildItem, RESERVATION_ID } from './cart-test-utils';

const apply = (...actions: CartAction[]): Cart => actions.reduce(cartReducer, EMPTY_CART);
const add = (overrides = {}, quantity?: number): CartAction => ({ type: 'ADD_ITEM', item: buildItem(overrides), quantity });

describe('cart reducer', () => {
  it('§4 cart: adding an item with a quantity puts that many in the cart', () => {
    const cart = apply(add({}, 3));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: '12', dishId: 12, quantity: 3, itemTotal: 13_500 });
    expect(cart.meta).toEqual({ restaurantId: 7, currency: 'XOF' });
  });

  it('§4 cart: adding an item without a quantity adds one', () => {
    expect(apply(add()).items[0].quantity).toBe(1);
  });

  it('§5 cart quantity must be greater than zero', () => {
    expect(() => apply(add({}, 0))).toThrow(new Error(CART_QUANTITY_MESSAGE));
    expect(() => apply(add({}, -2))).toThrow("cartQuantity can't be zero or less than zero");
    expect(() => apply(add({ quantity: 0 }))).toThrow(CART_QUANTITY_MESSAGE);
    expect(() => apply(add(), { type: 'UPDATE_ITEM', id: '12', changes: { quantity: 0 } })).toThrow(CART_QUANTITY_MESSAGE);
  });

  it('§4 cart: adding an existing item increases its quantity', () => {
    const cart = apply(add({}, 2), add({}, 3));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 5, itemTotal: 22_500 });
  });

  it('§4 cart: the same dish with other options is another line', () => {
    const cart = apply(add(), add({ id: '12-3', collections: { 1: [3] }, price: { amount: 5000, currency: 'XOF' } }));
    expect(cart.items.map((item) => item.id)).toEqual(['12', '12-3']);
  });

  it('§4 cart: remove one quantity, and the line goes at zero', () => {
    const once = apply(add({}, 2), { type: 'REMOVE_ONE', id: '12' });
    expect(once.items[0].quantity).toBe(1);
    const gone = cartReducer(once, { type: 'REMOVE_ONE', id: '12' });
    expect(gone.items).toEqual([]);
    expect(gone.isEmpty).toBe(true);
  });

  it('§4 cart: remove item takes the whole line', () => {
    const cart = apply(add({}, 4), add({ id: '13', dishId: 13 }), { type: 'REMOVE_ITEM', id: '12' });
    expect(cart.items.map((item) => item.id)).toEqual(['13']);
  });

  it('§4 cart: update item changes its fields and its item total', () => {
    const cart = apply(add({}, 2), { type: 'UPDATE_ITEM', id: '12', changes: { quantity: 4, price: { amount: 1000, currency: 'XOF' } } });
    expect(cart.items[0]).toMatchObject({ quantity: 4, itemTotal: 4000 });
    expect(cart.total).toBe(4000);
  });

  it('§3 cart: itemTotal is price × quantity and totals are recomputed after each item change', () => {
    let cart = apply(add({}, 2), add({ id: '13', dishId: 13, price: { amount: 1500, currency: 'XOF' } }, 3));
    expect(cart).toMatchObject({ isEmpty: false, totalItems: 5, totalUniqueItems: 2, total: 9000 + 4500 });
    cart = cartReducer(cart, { type: 'REMOVE_ONE', id: '13' });
    expect(cart).toMatchObject({ totalItems: 4, totalUniqueItems: 2, total: 9000 + 3000 });
    cart = cartReducer(cart, { type: 'REMOVE_ITEM', id: '12' });
    expect(cart).toMatchObject({ totalItems: 2, totalUniqueItems: 1, total: 3000 });
    cart = cartReducer(cart, { type: 'REMOVE_ITEM', id: '13' });
    expect(cart).toMatchObject({ isEmpty: true, totalItems: 0, totalUniqueItems: 0, total: 0 });
  });

  it('§4 cart: set event clears the reservation id', () => {
    const cart = apply({ type: 'SET_RESERVATION', reservationId: RESERVATION_ID, eventId: 3 }, { type: 'SET_EVENT', eventId: 9 });
    expect(cart.eventId).toBe(9);
    expect(cart.reservationId).toBeNull();
  });

  it('§4 cart: set reservation sets it together with its event', () => {
    const cart = apply({ type: 'SET_RESERVATION', reservationId: RESERVATION_ID, eventId: 3 });
    expect(cart).toMatchObject({ reservationId: RESERVATION_ID, eventId: 3 });
  });

  it('§4 cart: set special note', () => {
    expect(apply({ type: 'SET_SPECIAL', special: 'Sans piment' }).special).toBe('Sans piment');
  });

  it('§4 cart: set offer', () => {
    expect(apply({ type: 'SET_OFFER', offerId: 4 }).offerId).toBe(4);
  });

  it('holds one discount at a time: a coupon code replaces the offer, and an offer the code', () => {
    const withCoupon = apply({ type: 'SET_OFFER', offerId: 4 }, { type: 'SET_COUPON', couponCode: 'BIENVENUE10' });
    expect(withCoupon).toMatchObject({ offerId: null, couponCode: 'BIENVENUE10' });
    expect(apply({ type: 'SET_COUPON', couponCode: 'BIENVENUE10' }, { type: 'SET_OFFER', offerId: 4 })).toMatchObject({ offerId: 4, couponCode: null });
  });

  it('§4 cart: set draft reservation (the cart then belongs to its restaurant)', () => {
    const cart = apply(add(), { type: 'SET_DRAFT_RESERVATION', draft: buildDraft() });
    expect(cart.draftReservation).toEqual(buildDraft());
    expect(cart.items).toHaveLength(1);
    expect(cart.meta.restaurantId).toBe(7);
  });

  it('a draft reservation at another restaurant drops the dishes it cannot carry', () => {
    const cart = apply(add(), { type: 'SET_DRAFT_RESERVATION', draft: buildDraft({ restaurantId: 8 }) });
    expect(cart.items).toEqual([]);
    expect(cart.meta.restaurantId).toBe(8);
  });

  it('§4 cart: reset to the empty cart', () => {
    const cart = apply(add({}, 2), { type: 'SET_SPECIAL', special: 'x' }, { type: 'RESET' });
    expect(cart).toEqual(EMPTY_CART);
  });

  it('§4 cart: reset to a given cart, with its totals recomputed', () => {
    const given = apply(add({}, 2));
    const cart = apply(add({ id: '99', dishId: 99 }), { type: 'RESET', cart: { ...given, total: 1, totalItems: 1 } });
    expect(cart.items.map((item) => item.id)).toEqual(['12']);
    expect(cart).toMatchObject({ total: 9000, totalItems: 2 });
  });

  it('§4 cart: an item is in stock only while its quantity is below its stock', () => {
    const cart = apply(add({ stock: 3 }, 2));
    expect(isInStock(cart, '12')).toBe(true);
    const full = cartReducer(cart, add({ stock: 3 }, 1));
    expect(isInStock(full, '12')).toBe(false);
    expect(isInStock(apply(add({ stock: 0 }, 1)), '12')).toBe(false);
  });

  it('§4 cart: a null stock is unlimited, and an item not in the cart is not in stock', () => {
    expect(isInStock(apply(add({ stock: null }, 40)), '12')).toBe(true);
    expect(isInStock(EMPTY_CART, '12')).toBe(false);
  });

  it('one restaurant per cart: a dish of another restaurant is refused until the cart is reset', () => {
    const cart = apply(add());
    expect(() => cartReducer(cart, add({ id: '50', dishId: 50, restaurantId: 8 }))).toThrow(CartRestaurantConflictError);
    const fresh = cartReducer(cartReducer(cart, { type: 'RESET' }), add({ id: '50', dishId: 50, restaurantId: 8 }));
    expect(fresh.meta.restaurantId).toBe(8);
  });

  it('one restaurant per cart: an emptied cart without booking is free again', () => {
    const cart = apply(add(), { type: 'REMOVE_ITEM', id: '12' }, add({ id: '50', dishId: 50, restaurantId: 8 }));
    expect(cart.meta).toEqual({ restaurantId: 8, currency: 'XOF' });
  });
});
