/** The modal is opened with `{ restaurantId, eventId? }`; anything else shows the error state. */
export function readReservationModalData(data: unknown): { restaurantId: number; eventId: number | null } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { restaurantId, eventId } = data as { restaurantId?: unknown; eventId?: unknown };
  const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
  if (!isId(restaurantId)) return null;
  return { restaurantId, eventId: isId(eventId) ? eventId : null };
}
