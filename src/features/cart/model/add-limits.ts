import { MAX_PORTIONS_PER_LINE } from './cart-limits';
import type { Cart, CartItem } from './cart-types';

/** Portions of one dish already in the cart, whatever its options (the stock is the dish's). */
export const countDishInCart = (cart: Cart, dishId: number) => cart.items.filter((line) => line.dishId === dishId).reduce((sum, line) => sum + line.quantity, 0);

/** How many more portions of this line may be added: bounded by the dish's stock and the per-line cap. */
export function findMaxAddable(cart: Cart, line: Pick<CartItem, 'id' | 'dishId'>, stock: number | null): number {
  const inLine = cart.items.find((item) => item.id === line.id)?.quantity ?? 0;
  const byLine = MAX_PORTIONS_PER_LINE - inLine;
  const byStock = stock === null ? Infinity : stock - countDishInCart(cart, line.dishId);
  return Math.max(0, Math.min(byLine, byStock));
}

/** One line per dish and option choice: the same options in any order make the same line. */
export function buildLineId(dishId: number, collections: Readonly<Record<number, readonly number[]>>): string {
  const optionIds = Object.values(collections).flat().sort((a, b) => a - b);
  return optionIds.length > 0 ? `${dishId}-${optionIds.join('.')}` : String(dishId);
}
