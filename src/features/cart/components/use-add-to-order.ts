import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toast/toast-store';
import { closeModal } from '@/lib/ui-state/ui-store';
import { useDishRemaining } from '../api/get-dish-remaining';
import { findMaxAddable } from '../model/add-limits';
import { findRestaurantConflict } from '../model/cart-reducer';
import type { NewCartItem } from '../model/cart-types';
import { useCart } from './use-cart';

/**
 * The portions a dish may still get: for the cart's booking, what the restaurant offers that day
 * (or at that event); otherwise today's count the dish came with.
 */
function useStock(item: NewCartItem, fallbackStock: number | null) {
  const { draftReservation, reservationId } = useCart();
  const booking = draftReservation && draftReservation.restaurantId === item.restaurantId ? draftReservation : null;
  const filter = booking ? { ...(booking.eventId ? { eventId: booking.eventId } : { date: booking.startsAt }), reservationId } : null;
  const remaining = useDishRemaining(booking ? booking.restaurantId : null, filter);
  if (!booking || remaining.isError) return { stock: fallbackStock, isLoading: false, booking };
  if (!remaining.data) return { stock: fallbackStock, isLoading: true, booking };
  const line = remaining.data.items.find((entry) => entry.dishId === item.dishId);
  return { stock: line ? line.remaining : null, isLoading: false, booking };
}

/** State and commands of the "add to order" panel: quantity, limits, the other-restaurant question. */
export function useAddToOrder(item: NewCartItem, fallbackStock: number | null) {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const [askNewCart, setAskNewCart] = useState(false);
  const { stock, isLoading, booking } = useStock(item, fallbackStock);
  const conflictWith = findRestaurantConflict(cart, item.restaurantId);
  // A conflicting cart will be emptied first, so its lines do not count against this dish's stock.
  const maxAddable = findMaxAddable(conflictWith === null ? cart : { ...cart, items: [] }, item, stock);
  const amount = Math.min(quantity, Math.max(1, maxAddable));

  function add() {
    cart.addItem({ ...item, stock }, amount);
    closeModal();
    showToast({ kind: 'success', text: t('add.added', { name: item.name }) });
  }

  return {
    quantity: amount,
    maxAddable,
    stock,
    isLoading,
    booking,
    askNewCart,
    conflictWith,
    /** The other restaurant's booking a new cart would drop, if that is what holds the cart. */
    heldBooking: conflictWith !== null ? cart.draftReservation : null,
    setQuantity,
    dismissNewCart: () => setAskNewCart(false),
    startNewCart: () => {
      cart.reset();
      add();
    },
    submit: () => (conflictWith === null ? add() : setAskNewCart(true)),
  };
}
