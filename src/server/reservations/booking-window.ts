import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { unprocessable } from './booking-errors';
import { isWithinDaysAhead } from './booking-window-rule';
import { buildSlotGrid } from '@/server/availability/slot-grid';
import { findBookingContext, findEvent, type BookingContext } from './reservation-repository';

const previousDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The service days whose slots include the start: its own date, or the day before (a period running past midnight). */
function serviceDatesOf(context: BookingContext): string[] {
  const date = context.localStart.slice(0, 10);
  if (!context.localStart.endsWith(':00')) return [];
  const grid = buildSlotGrid(context.openingHours, previousDate(date), date, context.slotMinutes, context.tableTurnMinutes);
  return grid.filter((day) => day.slots.includes(context.localStart.slice(0, 16))).map((day) => day.date);
}

/**
 * A table can be booked at `startsAt` when it is a slot of the restaurant's grid (the slots
 * placeRemaining offers: open, the table turn fits before closing) inside the same booking window
 * (booking-window-rule.ts), and some active table admits the party.
 */
export async function checkTableBooking(db: Queryable, restaurantId: number, startsAt: Date, guests: number, now: Date): Promise<BookingContext> {
  const context = await findBookingContext(db, restaurantId, startsAt, guests, now);
  if (!context) throw notFound('Restaurant');
  if (!context.meetsMinNotice) {
    throw unprocessable('outside_booking_window', `Bookings must be made at least ${context.minNoticeMinutes} minutes ahead`);
  }
  const serviceDates = startsAt.getUTCMilliseconds() === 0 ? serviceDatesOf(context) : [];
  if (serviceDates.length === 0) throw unprocessable('outside_booking_window', 'The restaurant does not take bookings at this time (closed, or not one of its time slots)');
  if (!serviceDates.some((date) => isWithinDaysAhead(date, context.lastBookableDate))) {
    throw unprocessable('outside_booking_window', `Bookings open at most ${context.maxDaysAhead} days ahead`);
  }
  if (context.fittingTables === 0) throw unprocessable('party_size_unsupported', `No table takes a party of ${guests}; please call the restaurant`);
  return context;
}

/** An event booking starts when the event does, before it has started. */
export async function checkEventBooking(db: Queryable, restaurantId: number, eventId: number, startsAt: Date | null, now: Date) {
  const event = await findEvent(db, eventId);
  if (!event || event.restaurantId !== restaurantId) throw notFound('Event');
  const eventStart = new Date(event.startsAt);
  if (eventStart <= now) throw unprocessable('outside_booking_window', 'This event has already started');
  if (startsAt && startsAt.getTime() !== eventStart.getTime()) throw unprocessable('outside_booking_window', 'An event booking starts when the event starts', { startsAt: eventStart.toISOString() });
  return { startsAt: eventStart, endsAt: new Date(event.endsAt) };
}
