import type { CartItem } from '@/features/cart/model/cart-types';
import type { OrderLineView } from '@/features/reservations/components/order-lines';

/** The cart's dishes as order lines (the cart keeps unit prices; itemTotal is price × quantity). */
export function toOrderLines(items: readonly CartItem[]): OrderLineView[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    options: item.optionNames,
    total: { amount: item.itemTotal, currency: item.price.currency },
  }));
}
