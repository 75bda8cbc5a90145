import type { TPlaceRemaining, TTimeSlot } from '@/contracts/reservation-contract';

/** The slots of one day worth showing: never one already past (the server filters too; a stale answer may not). */
export function visibleSlots(places: TPlaceRemaining | undefined, localDate: string, now: Date = new Date()): TTimeSlot[] {
  const day = places?.days.find((candidate) => candidate.date === localDate);
  if (!day || !day.isOpen) return [];
  return day.slots.filter((slot) => new Date(slot.startsAt).getTime() > now.getTime());
}

export const hasFreeSlot = (slots: readonly TTimeSlot[]) => slots.some((slot) => slot.isAvailable);
