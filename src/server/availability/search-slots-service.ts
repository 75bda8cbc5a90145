import { MAX_GUESTS } from '@/contracts/reservation-limits';
import { MAX_SLOTS_SHOWN, SLOTS_AFTER_MINUTES, SLOTS_BEFORE_MINUTES, ZSearchSlotsQuery, type TRestaurantSlots, type TSearchSlots, type TSearchSlotsQuery } from '@/contracts/search-slots-contract';
import { groupBy } from '@/lib/group-by';
import type { Queryable } from '@/server/db/client';
import { isWithinDaysAhead } from '@/server/reservations/booking-window-rule';
import { findBookableSlotsOf, findBookingSettingsOf, type BookingSettingsRow, type SlotRow } from './availability-repository';
import { toTimeSlot } from './availability-service';
import { buildSlotGrid } from './slot-grid';

/** `YYYY-MM-DDTHH:MM` shifted by some minutes, wall-clock arithmetic (no zone: these are local times). */
const shiftLocal = (date: string, time: string, minutes: number) => new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/**
 * The grid starts worth asking the database for: the service day's slots (placeRemaining's grid)
 * from 30 min before the asked time to the end of the day, so the next free time comes along.
 */
function candidateStarts(settings: BookingSettingsRow, date: string, from: string, party: number) {
  const [day] = buildSlotGrid(settings.openingHours, date, date, settings.slotMinutes, settings.tableTurnMinutes);
  const bookable = settings.offersBooking && party <= MAX_GUESTS && isWithinDaysAhead(date, settings.lastBookableDate);
  return { isOpen: day.isOpen, starts: bookable ? day.slots.filter((localTs) => localTs >= from) : [] };
}

/** The five free slots nearest the asked time within the window, in time order; else the next free one. */
function pickSlots(rows: readonly SlotRow[], asked: string, until: string) {
  const free = rows.filter((row) => row.freeTables > 0);
  const around = free.filter((row) => row.localTs <= until);
  const distance = (row: SlotRow) => Math.abs(Date.parse(`${row.localTs}Z`) - Date.parse(`${asked}Z`));
  const nearest = [...around].sort((a, b) => distance(a) - distance(b) || a.localTs.localeCompare(b.localTs)).slice(0, MAX_SLOTS_SHOWN);
  const slots = nearest.sort((a, b) => a.localTs.localeCompare(b.localTs)).map(toTimeSlot);
  const next = slots.length ? undefined : free.find((row) => row.localTs > until);
  return { slots, nextFree: next ? toTimeSlot(next) : null };
}

/**
 * GET /restaurants/slots: the bookable times around a search's date and time for a page of results,
 * in two round trips whatever the page size — the same settings query, slot grid and free-table
 * query as placeRemaining (availability-service.ts), so a chip offered here is one the booking offers.
 */
export async function getSearchSlots(db: Queryable, input: TSearchSlotsQuery, now: Date): Promise<TSearchSlots> {
  const query = ZSearchSlotsQuery.parse(input);
  const ids = [...new Set(query.ids)];
  const from = shiftLocal(query.date, query.time, -SLOTS_BEFORE_MINUTES);
  const until = shiftLocal(query.date, query.time, SLOTS_AFTER_MINUTES);
  const settings = new Map((await findBookingSettingsOf(db, ids, now)).map((row) => [row.restaurantId, row]));
  const candidates = new Map([...settings].map(([id, row]) => [id, candidateStarts(row, query.date, from, query.party)]));
  const rows = await findBookableSlotsOf(db, [...candidates].flatMap(([restaurantId, { starts }]) => starts.map((localTs) => ({ restaurantId, localTs }))), query.party, now);
  const byRestaurant = groupBy(rows, (row) => row.restaurantId);
  const items = ids.flatMap((id): TRestaurantSlots[] => {
    const row = settings.get(id);
    if (!row) return [];
    const picked = pickSlots(byRestaurant.get(id) ?? [], `${query.date}T${query.time}`, until);
    return [{ restaurantId: id, timeZone: row.timeZone, offersBooking: row.offersBooking, isOpen: candidates.get(id)!.isOpen, ...picked }];
  });
  return { date: query.date, time: query.time, party: query.party, items };
}
