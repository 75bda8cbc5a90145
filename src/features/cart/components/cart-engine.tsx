import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { TDraftOrderResult, TReservation } from '@/contracts/reservation-contract';
import { cartReducer, EMPTY_CART, getCartItem, isInStock, type CartAction } from '../model/cart-reducer';
import { readStoredCart, writeStoredCart } from '../model/cart-storage';
import type { Cart, CartActions, CartContextValue } from '../model/cart-types';
import type { TCartEngineState, TQueuedCartCall } from './cart-engine-types';
import { useDraftSyncEngine } from './use-draft-sync-engine';
import { useReservationCheck } from './use-reservation-check';

/** A fresher expiry for the held draft the cart holds, from any answer that carries the reservation (a confirmed booking holds nothing). */
function refreshExpiry(cart: Cart, reservation: TReservation): CartAction | null {
  const draft = cart.draftReservation;
  if (!draft || draft.status !== 'draft' || cart.reservationId !== reservation.id || draft.expireDate === reservation.expireDate) return null;
  return { type: 'SET_DRAFT_RESERVATION', draft: { ...draft, expireDate: reservation.expireDate } };
}

/**
 * Each action runs the pure reducer on the latest cart first, so a broken rule (SPEC §5 quantity,
 * one restaurant per cart) throws to the caller and never during render; then React applies it.
 */
function useCartActions(latest: { current: Cart }, dispatch: (action: CartAction) => void) {
  return useMemo(() => {
    const run = (action: CartAction) => {
      latest.current = cartReducer(latest.current, action);
      dispatch(action);
    };
    const actions: Omit<CartActions, 'getItem' | 'inStock'> = {
      addItem: (item, quantity) => run({ type: 'ADD_ITEM', item, quantity }),
      removeOne: (id) => run({ type: 'REMOVE_ONE', id }),
      removeItem: (id) => run({ type: 'REMOVE_ITEM', id }),
      updateItem: (id, changes) => run({ type: 'UPDATE_ITEM', id, changes }),
      setEvent: (eventId) => run({ type: 'SET_EVENT', eventId }),
      setReservation: (reservationId, eventId) => run({ type: 'SET_RESERVATION', reservationId, eventId }),
      setSpecial: (special) => run({ type: 'SET_SPECIAL', special }),
      setOffer: (offerId) => run({ type: 'SET_OFFER', offerId }),
      setCoupon: (couponCode) => run({ type: 'SET_COUPON', couponCode }),
      setDraftReservation: (draft) => run({ type: 'SET_DRAFT_RESERVATION', draft }),
      reset: (cart) => run({ type: 'RESET', cart }),
    };
    return { run, actions };
  }, [latest, dispatch]);
}

function replay(queued: TQueuedCartCall[], actions: Omit<CartActions, 'getItem' | 'inStock'>) {
  for (const { name, args } of queued.splice(0)) {
    try {
      (actions[name] as (...values: unknown[]) => void)(...args);
    } catch {
      // A rule the call broke (SPEC §5) can no longer reach its caller: the cart stays as it was.
    }
  }
}

/**
 * SPEC §3/§4 CartContext, the working part: the reducer, the saved cart (read after mount, since
 * localStorage exists only in the browser, then every change saved), the held draft's expiry and
 * the draft sync. CartProvider loads it after hydration and passes on what it publishes once the
 * saved cart is restored; calls made before then are replayed on the restored cart, in order.
 */
export function CartEngine({ onChange, queued }: { onChange: (state: TCartEngineState) => void; queued: TQueuedCartCall[] }) {
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const [isRestored, setIsRestored] = useState(false);
  const latest = useRef(cart);
  latest.current = cart;
  const { run, actions } = useCartActions(latest, dispatch);

  useEffect(() => {
    let isActive = true;
    void readStoredCart().then((stored) => {
      if (!isActive) return;
      run({ type: 'RESTORE', stored });
      replay(queued, actions);
      setIsRestored(true);
    });
    return () => {
      isActive = false;
    };
  }, [run, actions, queued]);

  useEffect(() => {
    if (isRestored) writeStoredCart(cart);
  }, [cart, isRestored]);

  const applyExpiry = useCallback(
    (reservation: TReservation) => {
      const action = refreshExpiry(latest.current, reservation);
      if (action) run(action);
    },
    [run],
  );
  useReservationCheck(cart.reservationId, isRestored, {
    onFound: applyExpiry,
    onMissing: (id) => {
      if (latest.current.reservationId === id) run({ type: 'RESET' });
    },
  });
  const onDraftSaved = useRef((result: TDraftOrderResult) => applyExpiry(result.reservation));
  onDraftSaved.current = (result) => applyExpiry(result.reservation);
  const draftSync = useDraftSyncEngine(cart, isRestored, onDraftSaved);

  const value = useMemo<CartContextValue>(
    () => ({ ...cart, ...actions, isRestored, getItem: (id) => getCartItem(cart, id), inStock: (id) => isInStock(cart, id) }),
    [cart, actions, isRestored],
  );
  // Before paint, so the provider shows a change in the same frame as the engine makes it.
  useLayoutEffect(() => onChange({ value, draftSync }), [onChange, value, draftSync]);
  return null;
}
