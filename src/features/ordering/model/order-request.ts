import type { TOrderRequestInput, TOrderTiming } from '@/contracts/order-contract';
import type { TStandaloneOrderType } from '@/contracts/order-limits';
import type { TDraftDish } from '@/contracts/reservation-contract';

/** What the diner chose on the order screen, besides the cart's dishes. */
export interface OrderChoices {
  type: TStandaloneOrderType;
  timing: TOrderTiming;
  addressId: string | null;
}

export interface OrderCartPart {
  restaurantId: number | null;
  dishes: TDraftDish[];
  offerId: number | null;
  couponCode: string | null;
  special: string | null;
}

/** The body of checkOrder and of the draft order: ids and choices only, never a price (the server prices). */
export function buildOrderRequest(choices: OrderChoices, cart: OrderCartPart): TOrderRequestInput | null {
  if (cart.restaurantId === null || cart.dishes.length === 0) return null;
  return {
    restaurantId: cart.restaurantId,
    type: choices.type,
    dishes: cart.dishes,
    timing: choices.timing,
    addressId: choices.type === 'DELIVERY' ? choices.addressId : null,
    offerId: cart.offerId,
    couponCode: cart.offerId ? null : cart.couponCode,
    special: cart.special?.trim() ? cart.special.trim() : null,
  };
}

/** Read `?type=` of /order: anything but DELIVERY is take-away. */
export const readOrderType = (value: unknown): TStandaloneOrderType => (value === 'DELIVERY' ? 'DELIVERY' : 'TAKE_AWAY');
