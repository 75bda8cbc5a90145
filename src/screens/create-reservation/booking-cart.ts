import { useContext } from 'react';
import { CartContext } from '@/features/cart/components/cart-context';
import type { CartContextValue } from '@/features/cart/model/cart-types';

/** The one place the booking screens reach the cart feature, so a test can stand a cart in (CartContext). */
export { useCart } from '@/features/cart/components/use-cart';
export { useDraftSync } from '@/features/cart/components/use-draft-sync';
export { DraftStatus } from '@/features/cart/components/draft-status';

/** For parts of a page that simply hide where no cart is mounted (an isolated test of the page). */
export function useOptionalCart(): CartContextValue | null {
  return useContext(CartContext);
}
