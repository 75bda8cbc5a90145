import { MAX_GUESTS } from '@/contracts/reservation-limits';

/** A time chosen before the modal opened (a search result's slot): its service day, party and start. */
export interface TBookingPreset {
  date: string;
  guests: number;
  startsAt: string;
}

export interface TReservationModalData {
  restaurantId: number;
  eventId: number | null;
  preset: TBookingPreset | null;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function readPreset({ date, guests, startsAt }: { date?: unknown; guests?: unknown; startsAt?: unknown }): TBookingPreset | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (!isId(guests) || guests > MAX_GUESTS) return null;
  if (typeof startsAt !== 'string' || Number.isNaN(Date.parse(startsAt))) return null;
  return { date, guests, startsAt };
}

/** The modal is opened with `{ restaurantId, eventId? }`, or `{ restaurantId, date, guests, startsAt }` from a chosen slot; anything else shows the error state. */
export function readReservationModalData(data: unknown): TReservationModalData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { restaurantId, eventId, ...rest } = data as { restaurantId?: unknown; eventId?: unknown; date?: unknown; guests?: unknown; startsAt?: unknown };
  if (!isId(restaurantId)) return null;
  return { restaurantId, eventId: isId(eventId) ? eventId : null, preset: readPreset(rest) };
}
