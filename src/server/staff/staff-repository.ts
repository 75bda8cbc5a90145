import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { restaurantStaff } from '@/server/db/schema';

export type StaffRole = (typeof restaurantStaff.$inferSelect)['role'];

/** The caller's role at the restaurant, or null when they do not work there. */
export async function findStaffRole(db: Queryable, userId: string, restaurantId: number): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: restaurantStaff.role })
    .from(restaurantStaff)
    .where(and(eq(restaurantStaff.userId, userId), eq(restaurantStaff.restaurantId, restaurantId)))
    .limit(1);
  return row?.role ?? null;
}

/** Everyone who works for the restaurant an order or a booking belongs to: their day lists refetch on its live events. */
export async function findStaffUserIdsOf(db: Queryable, of: { orderId: string } | { reservationId: string }): Promise<string[]> {
  const restaurantIdSql =
    'orderId' in of
      ? sql`(select restaurant_id from orders where id = ${of.orderId}::uuid)`
      : sql`(select restaurant_id from reservations where id = ${of.reservationId}::uuid)`;
  const rows = await db.select({ userId: restaurantStaff.userId }).from(restaurantStaff).where(sql`${restaurantStaff.restaurantId} = ${restaurantIdSql}`);
  return rows.map((row) => row.userId);
}
