import { MAX_AVAILABILITY_DAYS } from '@/contracts/reservation-limits';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { listBookingDates, localDateOfInstant } from '@/features/reservations/model/booking-dates';

/** An event books its own evening only; a table, any day from today up to the restaurant's horizon. */
export function bookingDatesFor(restaurant: TRestaurantDetail, eventId: number | null): string[] {
  if (eventId !== null && restaurant.event) return [localDateOfInstant(restaurant.event.startsAt, restaurant.timeZone)];
  const days = Math.min(restaurant.bookingPolicy.maxDaysAhead + 1, MAX_AVAILABILITY_DAYS);
  return listBookingDates(restaurant.timeZone, Math.max(days, 1));
}
