import type { Cart } from './cart-types';

/** SPEC §9 cart cache key. */
export const CART_STORAGE_KEY = 'CartContext';

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes and blocked storage throw on access: the cart then lives in memory only.
    return null;
  }
}

/** The saved cart, or null when there is none or it is unreadable (bad data is dropped, never trusted). */
export async function readStoredCart(): Promise<Cart | null> {
  const storage = getStorage();
  const raw = storage?.getItem(CART_STORAGE_KEY);
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const { parseStoredCart } = await import('./stored-cart-schema');
  const cart = parseStoredCart(json);
  if (!cart) storage?.removeItem(CART_STORAGE_KEY);
  return cart;
}

export function writeStoredCart(cart: Cart): void {
  try {
    getStorage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // A full or blocked storage must not break the page; the cart keeps working in memory.
  }
}
