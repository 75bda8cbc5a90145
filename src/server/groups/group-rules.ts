import { conflict } from '@/server/http/app-error-factory';
import type { BookingRow } from './group-repository';

/** A booking takes guests while it is confirmed and has not started: invitations open and close with it. */
export const takesGuests = (booking: Pick<BookingRow, 'bookingStatus' | 'startsAt'>, now: Date) =>
  booking.bookingStatus === 'confirmed' && booking.startsAt.getTime() > now.getTime();

export function assertTakesGuests(booking: Pick<BookingRow, 'bookingStatus' | 'startsAt'>, now: Date) {
  if (!takesGuests(booking, now)) throw conflict('invitation_closed', 'This booking no longer takes guests: it is not confirmed or has started');
}

/** The host plus every guest who is coming fill the party; nobody else may accept. */
export const seatsLeft = (partySize: number, accepted: number) => Math.max(0, partySize - 1 - accepted);
