import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/search/raw-rows';

/** The restaurants a user works for, with their role. */
export async function findStaffRestaurants(db: Queryable, userId: string) {
  return rowsOf<{ id: number; name: string; role: 'manager' | 'staff'; timeZone: string }>(
    await db.execute(sql`select r.id, r.name, s.role, r.time_zone as "timeZone" from restaurant_staff s join restaurants r on r.id = s.restaurant_id
      where s.user_id = ${userId}::uuid order by r.name, r.id`),
  );
}

/** The restaurant's local date at an instant (its "today"). */
export async function findLocalDate(db: Queryable, restaurantId: number, at: Date): Promise<string | null> {
  const [row] = rowsOf<{ date: string }>(
    await db.execute(sql`select to_char(${at.toISOString()}::timestamptz at time zone r.time_zone, 'YYYY-MM-DD') as date from restaurants r where r.id = ${restaurantId}`),
  );
  return row?.date ?? null;
}

export interface StaffBookingRow {
  id: string;
  userId: string;
  restaurantId: number;
  status: 'confirmed' | 'completed' | 'no_show' | 'cancelled';
  startsAt: Date | string;
  guests: number;
  specialRequest: string | null;
  firstName: string | null;
  phone: string | null;
  tableId: number | null;
  tableName: string | null;
  tableArea: string | null;
  tableSeats: number | null;
}

const bookingColumns = sql`v.id, v.user_id as "userId", v.restaurant_id as "restaurantId", v.status, v.starts_at as "startsAt", v.guests::int as guests,
  v.special_request as "specialRequest", u.first_name as "firstName", u.phone, t.id as "tableId", t.name as "tableName", t.area as "tableArea", t.seats::int as "tableSeats"`;

/** A restaurant's bookings (drafts left out: nobody has committed to come) starting on one of its local days, in time order. */
export async function findDayBookings(db: Queryable, restaurantId: number, date: string) {
  return rowsOf<StaffBookingRow>(
    await db.execute(sql`select ${bookingColumns}
      from reservations v join restaurants r on r.id = v.restaurant_id join users u on u.id = v.user_id left join restaurant_tables t on t.id = v.table_id
      where v.restaurant_id = ${restaurantId} and v.status <> 'draft' and to_char(v.starts_at at time zone r.time_zone, 'YYYY-MM-DD') = ${date}
      order by v.starts_at, v.id`),
  );
}

export async function findStaffBooking(db: Queryable, reservationId: string) {
  const [row] = rowsOf<StaffBookingRow>(
    await db.execute(sql`select ${bookingColumns} from reservations v join users u on u.id = v.user_id left join restaurant_tables t on t.id = v.table_id
      where v.id = ${reservationId}::uuid`),
  );
  return row ?? null;
}

/** The booking row-locked for its attendance, with what it came to (placed dishes and the event's price for the party). */
export async function lockBookingForAttendance(tx: Queryable, reservationId: string) {
  const [row] = rowsOf<{ id: string; userId: string; restaurantId: number; status: string; startsAt: Date | string; spentAmount: number; currency: string }>(
    await tx.execute(sql`select v.id, v.user_id as "userId", v.restaurant_id as "restaurantId", v.status, v.starts_at as "startsAt", r.currency,
        (coalesce((select sum(o.total_amount) from orders o where o.reservation_id = v.id and o.status not in ('draft', 'cancelled')), 0)
          + coalesce((select e.price_amount * v.guests from events e where e.id = v.event_id), 0))::int as "spentAmount"
      from reservations v join restaurants r on r.id = v.restaurant_id where v.id = ${reservationId}::uuid for update of v`),
  );
  return row ?? null;
}

export async function setBookingOutcome(tx: Queryable, reservationId: string, status: 'completed' | 'no_show') {
  await tx.execute(sql`update reservations set status = ${status}, updated_at = now() where id = ${reservationId}::uuid`);
}
