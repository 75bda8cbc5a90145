import type { TReservation } from '@/contracts/reservation-contract';

/** Why a booking cannot be moved or cancelled by the diner, as an i18n key of `reservations`. */
export function changeBlockReason(reservation: TReservation): string | null {
  if (reservation.status === 'cancelled') return 'policy.blocked.cancelled';
  if (reservation.status === 'completed' || reservation.status === 'no_show') return 'policy.blocked.past';
  if (!reservation.policy.canChange) return 'policy.blocked.window';
  return null;
}

/** Upcoming bookings that still hold a table, for the badge colour. */
export function statusTone(status: TReservation['status']): 'success' | 'warning' | 'muted' | 'danger' {
  if (status === 'confirmed') return 'success';
  if (status === 'draft') return 'warning';
  if (status === 'cancelled' || status === 'no_show') return 'danger';
  return 'muted';
}
