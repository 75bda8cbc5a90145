import type { TOrderTransitionRequest } from '@/contracts/order-contract';
import type { TOrderStatus } from '@/contracts/order-limits';

export type TStaffMove = TOrderTransitionRequest['status'];

const STAFF_MOVES: readonly TStaffMove[] = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled'];

/** The buttons staff get for an order: the server's next statuses, forward moves first and "cancel" last. */
export function staffMovesOf(nextStatuses: readonly TOrderStatus[]): TStaffMove[] {
  return STAFF_MOVES.filter((move) => nextStatuses.includes(move));
}

/** Attendance is recorded for a confirmed booking once its time has come, never before. */
export function canRecordAttendance(booking: { status: string; startsAt: string }, now: number = Date.now()): boolean {
  return booking.status === 'confirmed' && Date.parse(booking.startsAt) <= now;
}
