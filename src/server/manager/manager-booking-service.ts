import type { TAttendanceRequest, TStaffBooking, TStaffBookingList } from '@/contracts/order-contract';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, notFound } from '@/server/http/app-error-factory';
import { assertStaffOf } from '@/server/staff/require-staff';
import { publishBookingChange } from '@/server/reservations/booking-live-events';
import { earnPointsOnce } from './loyalty-points';
import { findDayBookings, findStaffBooking, lockBookingForAttendance, setBookingOutcome, type StaffBookingRow } from './manager-repository';
import { resolveDay } from './manager-day';

const toStaffBooking = (row: StaffBookingRow): TStaffBooking => ({
  id: row.id, status: row.status, startsAt: new Date(row.startsAt).toISOString(), guests: row.guests,
  customer: { firstName: row.firstName, phone: row.phone },
  table: row.tableId === null ? null : { id: row.tableId, name: row.tableName ?? '', area: row.tableArea, seats: row.tableSeats ?? 0 },
  specialRequest: row.specialRequest,
});

/** GET /manager/restaurants/{id}/bookings: the day's bookings (no drafts), in time order. */
export async function listDayBookings(db: Queryable, restaurantId: number, date: string | undefined, now: Date): Promise<TStaffBookingList> {
  const day = await resolveDay(db, restaurantId, date, now);
  return { restaurantId, date: day, items: (await findDayBookings(db, restaurantId, day)).map(toStaffBooking) };
}

/**
 * POST /manager/reservations/{id}/attendance: once a confirmed booking has started, staff say
 * whether the party came (completed, earning the diner's points once) or not (no_show); any other
 * booking is 409 attendance_not_allowed.
 */
export async function recordAttendance(deps: AppDeps, staffUserId: string, reservationId: string, input: TAttendanceRequest): Promise<TStaffBooking> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBookingForAttendance(tx, reservationId);
    if (!booking) throw notFound('Reservation');
    await assertStaffOf(tx, staffUserId, booking.restaurantId);
    if (booking.status !== 'confirmed' || new Date(booking.startsAt) > now) {
      throw conflict('attendance_not_allowed', 'Attendance is recorded for a confirmed booking once it has started', { status: booking.status });
    }
    await setBookingOutcome(tx, booking.id, input.outcome === 'honoured' ? 'completed' : 'no_show');
    if (input.outcome === 'honoured') {
      await earnPointsOnce(tx, { userId: booking.userId, reason: 'booking_honoured', referenceId: booking.id, spentAmount: booking.spentAmount, currency: booking.currency });
    }
  });
  await publishBookingChange(deps, reservationId);
  const row = await findStaffBooking(deps.db, reservationId);
  if (!row) throw notFound('Reservation');
  return toStaffBooking(row);
}
