import type { TAvailabilityDay } from '@/contracts/reservation-contract';
import { datesBetween } from './slot-grid';

export interface EventPlaces {
  startsAt: string;
  remainingPlaces: number;
}

/** An instant on a zone's wall clock: `YYYY-MM-DD` and `HH:MM`. */
function wallClockIn(timeZone: string, instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * An event booking starts when the event does (booking-window.ts checkEventBooking), so the event's
 * start is the one slot offered, on its local date, until it has started; it is available while the
 * event's remaining places admit the party. The restaurant's own slot grid plays no part.
 */
export function eventDays(from: string, to: string, event: EventPlaces, timeZone: string, guests: number, now: Date): TAvailabilityDay[] {
  const start = new Date(event.startsAt);
  const local = wallClockIn(timeZone, start);
  const isAvailable = event.remainingPlaces >= guests;
  const slot = { time: local.time, startsAt: start.toISOString(), freeTables: isAvailable ? 1 : 0, isAvailable };
  return datesBetween(from, to).map((date) => ({
    date,
    isOpen: date === local.date,
    slots: date === local.date && start > now ? [slot] : [],
  }));
}
