import { ORDER_TYPES, type TOrderType } from '@/contracts/reservation-limits';

/** What the order screen and the booking checkout open ADD_OFFER with. */
export interface TAddOfferData {
  restaurantId: number;
  orderType: TOrderType;
}

/** The ADD_OFFER view needs both; anything else shows its error state rather than every offer. */
export function readAddOfferData(data: unknown): TAddOfferData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { restaurantId, orderType } = data as Partial<Record<keyof TAddOfferData, unknown>>;
  if (typeof restaurantId !== 'number' || !Number.isInteger(restaurantId) || restaurantId <= 0) return null;
  if (!ORDER_TYPES.includes(orderType as TOrderType)) return null;
  return { restaurantId, orderType: orderType as TOrderType };
}
