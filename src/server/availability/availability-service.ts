import type { TAvailabilityDay, TPlaceRemaining, TPlaceRemainingQuery, TTimeSlot } from '@/contracts/reservation-contract';
import { ZPlaceRemainingQuery } from '@/contracts/reservation-contract';
import { MAX_AVAILABILITY_DAYS } from '@/contracts/reservation-limits';
import type { Queryable } from '@/server/db/client';
import { badRequest, notFound } from '@/server/http/app-error-factory';
import { isWithinDaysAhead } from '@/server/reservations/booking-window-rule';
import { findBookableSlots, findBookingSettings, findEventPlaces, type BookingSettingsRow, type SlotRow } from './availability-repository';
import { eventDays } from './event-slots';
import { buildSlotGrid, type GridDay } from './slot-grid';

const DAY_MS = 86_400_000;

/** A row of findBookableSlotsOf as the API shows a slot. */
export const toTimeSlot = (row: SlotRow): TTimeSlot => ({ time: row.localTs.slice(11, 16), startsAt: new Date(row.startsAt).toISOString(), freeTables: row.freeTables, isAvailable: row.freeTables > 0 });

function toDays(grid: GridDay[], rows: SlotRow[]): TAvailabilityDay[] {
  const bySlot = new Map(rows.map((row) => [row.localTs, row]));
  return grid.map((day) => ({
    date: day.date,
    isOpen: day.isOpen,
    slots: day.slots.flatMap((localTs) => {
      const row = bySlot.get(localTs);
      return row ? [toTimeSlot(row)] : [];
    }),
  }));
}

function checkWindow(minDate: string, maxDate: string) {
  const span = (Date.parse(`${maxDate}T00:00:00Z`) - Date.parse(`${minDate}T00:00:00Z`)) / DAY_MS;
  if (Number.isNaN(span) || span < 0) throw badRequest('validation_failed', 'maxDate must be a valid date on or after minDate');
  if (span >= MAX_AVAILABILITY_DAYS) throw badRequest('validation_failed', `At most ${MAX_AVAILABILITY_DAYS} days can be asked at once`);
}

async function loadEvent(db: Queryable, restaurantId: number, eventId: number, now: Date) {
  const event = await findEventPlaces(db, eventId, now);
  if (!event || event.restaurantId !== restaurantId) throw notFound('Event');
  return { id: event.id, startsAt: new Date(event.startsAt).toISOString(), capacity: event.capacity, remainingPlaces: Math.max(0, event.capacity - event.taken) };
}

async function findTableDays(db: Queryable, settings: BookingSettingsRow, query: { minDate: string; guests: number }, maxDate: string, now: Date) {
  const grid = buildSlotGrid(settings.openingHours, query.minDate, maxDate, settings.slotMinutes, settings.tableTurnMinutes);
  const localStarts = grid.flatMap((day) => (isWithinDaysAhead(day.date, settings.lastBookableDate) ? day.slots : []));
  return toDays(grid, await findBookableSlots(db, settings.restaurantId, localStarts, query.guests, now));
}

/**
 * GET /restaurants/placeRemaining/{id}: the bookable slots of each local date with the free tables
 * for the party (slot-grid.ts has the rule); with an event, its remaining places and its own start
 * as the only slot (event-slots.ts), since an event booking starts with the event.
 */
export async function getPlaceRemaining(db: Queryable, restaurantId: number, input: TPlaceRemainingQuery, now: Date): Promise<TPlaceRemaining> {
  const query = ZPlaceRemainingQuery.parse(input);
  const maxDate = query.maxDate ?? query.minDate;
  checkWindow(query.minDate, maxDate);
  const settings = await findBookingSettings(db, restaurantId, now);
  if (!settings) throw notFound('Restaurant');
  const event = query.eventId === undefined ? null : await loadEvent(db, restaurantId, query.eventId, now);
  const days = event ? eventDays(query.minDate, maxDate, event, settings.timeZone, query.guests, now) : await findTableDays(db, settings, query, maxDate, now);
  return {
    restaurantId,
    timeZone: settings.timeZone,
    type: query.type,
    guests: query.guests,
    slotMinutes: settings.slotMinutes,
    tableTurnMinutes: settings.tableTurnMinutes,
    minNoticeMinutes: settings.minNoticeMinutes,
    maxDaysAhead: settings.maxDaysAhead,
    freeCancellationHours: settings.freeCancellationHours,
    days,
    event,
  };
}
