import { useState } from 'react';
import { usePlaceRemaining } from '../api/get-place-remaining';
import { hasFreeSlot, visibleSlots } from '../model/visible-slots';

interface SlotChoiceInput {
  restaurantId: number;
  eventId: number | null;
  initialDate: string;
  guests: number;
}

/** The chosen day and that day's slots for the party; the caller owns guests and the picked time. */
export function useSlotChoice({ restaurantId, eventId, initialDate, guests }: SlotChoiceInput) {
  const [date, setDate] = useState(initialDate);
  const places = usePlaceRemaining(restaurantId, { minDate: date, guests, eventId: eventId ?? undefined });
  // While a new day loads, the previous day's answer is kept (placeholder) but not shown as this day's.
  const slots = places.isPlaceholderData ? [] : visibleSlots(places.data, date);
  return {
    date,
    setDate,
    slots,
    hasFreeSlot: hasFreeSlot(slots),
    places: places.data,
    isLoading: places.isPending || places.isPlaceholderData,
    isError: places.isError,
    refetch: places.refetch,
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
