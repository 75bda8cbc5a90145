import type { AppError } from '@/lib/errors/app-error';
import type { Queryable } from '@/server/db/client';
import { conflict } from '@/server/http/app-error-factory';
import { findEventPlaces } from '@/server/availability/availability-repository';
import { findFreeTable, lockEvent, lockRestaurantTables } from './reservation-repository';

export interface SeatRequest {
  restaurantId: number;
  eventId: number | null;
  startsAt: Date;
  guests: number;
  /** The reservation being moved or re-held: it never blocks itself, and keeps its table when it can. */
  self: { id: string; tableId: number | null } | null;
}

/**
 * Takes the lock PostgreSQL enforces, then checks the seats: the event row for event places, or
 * every table of the restaurant for a table, so two bookings for the same restaurant (or event)
 * run one after the other and the second sees the first. Answers the table to hold (null for an
 * event). Called inside the transaction that then writes the reservation.
 */
export async function secureSeats(tx: Queryable, request: SeatRequest, now: Date, whenTaken: () => AppError): Promise<number | null> {
  if (request.eventId !== null) {
    const event = await lockEvent(tx, request.eventId);
    const places = await findEventPlaces(tx, request.eventId, now, request.self?.id ?? null);
    const remaining = event.capacity - places.taken;
    if (remaining < request.guests) throw conflict('event_full', `Only ${Math.max(0, remaining)} place(s) left at this event`, { remainingPlaces: Math.max(0, remaining) });
    return null;
  }
  await lockRestaurantTables(tx, request.restaurantId);
  const tableId = await findFreeTable(tx, request.restaurantId, request.guests, request.startsAt, now, request.self);
  if (tableId === null) throw whenTaken();
  return tableId;
}

export const slotTaken = () => conflict('slot_unavailable', 'This time slot has just been taken: no table for your party is free any more. Please choose another time.');
export const holdExpired = () => conflict('reservation_expired', 'Your hold expired and the table has been taken meanwhile. Please choose another time.');
