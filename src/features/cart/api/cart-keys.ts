export interface TDishRemainingFilter {
  eventId?: number | null;
  date?: string | null;
  /** The cart's own booking: its held portions still count as the diner's. */
  reservationId?: string | null;
}

export const cartKeys = {
  all: ['cart'] as const,
  dishRemaining: (restaurantId: number, filter: TDishRemainingFilter) => [...cartKeys.all, 'dishRemaining', restaurantId, filter] as const,
};
