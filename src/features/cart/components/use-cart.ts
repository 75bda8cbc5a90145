import { useContext } from 'react';
import type { CartContextValue } from '../model/cart-types';
import { CartContext } from './cart-context';

/** The cart (SPEC §3/§4) with its actions; only inside CartProvider (mounted once by _app). */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}

/** The header's badge count: 0 until restored, and 0 where no cart is mounted (isolated tests). */
export function useCartCount(): number {
  const cart = useContext(CartContext);
  return cart?.isRestored ? cart.totalItems : 0;
}
