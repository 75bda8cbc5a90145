const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking modals (invitations, chat, feedback) open with `{ reservationId }`; anything else shows their error state. */
export function readBookingModalData(data: unknown): { reservationId: string } | null {
  const reservationId = (data as { reservationId?: unknown } | null)?.reservationId;
  return typeof reservationId === 'string' && UUID.test(reservationId) ? { reservationId } : null;
}
