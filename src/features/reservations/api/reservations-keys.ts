import type { TPlaceRemainingQuery } from '@/contracts/reservation-contract';
import type { TReservationListScope } from '@/contracts/reservation-limits';

/** My bookings' tabs: cancelled bookings are listed apart, never among past ones. */
export type TReservationsWhen = Exclude<TReservationListScope, 'all'>;

/** Query keys of the booking screens; mutations invalidate by prefix (`all`, `lists()`, `places()`). */
export const reservationsKeys = {
  all: ['reservations'] as const,
  lists: () => [...reservationsKeys.all, 'list'] as const,
  list: (when: TReservationsWhen) => [...reservationsKeys.lists(), when] as const,
  details: () => [...reservationsKeys.all, 'detail'] as const,
  detail: (id: string) => [...reservationsKeys.details(), id] as const,
  places: () => [...reservationsKeys.all, 'placeRemaining'] as const,
  place: (restaurantId: number, query: TPlaceRemainingQuery) => [...reservationsKeys.places(), restaurantId, query] as const,
};
