import { and, eq } from 'drizzle-orm';
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
