import { z } from 'zod';
import { ZLocalDate, ZLocalTime, zQueryList } from './dish-contract';
import { MAX_GUESTS } from './reservation-limits';
import { ZTimeSlot } from './reservation-contract';

/** At most one page of search results a request. */
export const MAX_SLOT_RESTAURANTS = 20;
/** The times shown around the asked one (TheFork-like): from 30 min before to 1 h after, five at most. */
export const SLOTS_BEFORE_MINUTES = 30;
export const SLOTS_AFTER_MINUTES = 60;
export const MAX_SLOTS_SHOWN = 5;

export const ZSearchSlotsQuery = z
  .object({
    ids: zQueryList(z.coerce.number().int().positive(), MAX_SLOT_RESTAURANTS).describe(`Restaurant ids, comma-separated, at most ${MAX_SLOT_RESTAURANTS}`),
    date: ZLocalDate.describe('The service day, local to each restaurant'),
    time: ZLocalTime.describe('The asked local time'),
    party: z.coerce.number().int().min(1).max(50).describe(`The search's party size; above ${MAX_GUESTS} no table can be booked online, so no slot is free`),
  })
  .strict();

export const ZRestaurantSlots = z.object({
  restaurantId: z.number().int(),
  timeZone: z.string(),
  offersBooking: z.boolean(),
  isOpen: z.boolean().describe('The restaurant opens on that day at all'),
  slots: z.array(ZTimeSlot).describe('Free slots from 30 min before to 1 h after the asked time, the five nearest to it, in time order; the same as placeRemaining offers'),
  nextFree: ZTimeSlot.nullable().describe('The first free slot later that day when none is free around the asked time'),
});

export const ZSearchSlots = z.object({
  date: ZLocalDate,
  time: ZLocalTime,
  party: z.number().int(),
  items: z.array(ZRestaurantSlots).describe('In the order asked; unknown ids are left out'),
});

export type TSearchSlotsQuery = z.infer<typeof ZSearchSlotsQuery>;
export type TRestaurantSlots = z.infer<typeof ZRestaurantSlots>;
export type TSearchSlots = z.infer<typeof ZSearchSlots>;
