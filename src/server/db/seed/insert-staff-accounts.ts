import { inArray } from 'drizzle-orm';
import { hashPassword } from '@/server/accounts/password-hasher';
import type { Tx } from '../client';
import { restaurantStaff, users } from '../schema';
import { DEMO_PASSWORD, DEMO_STAFF_FIRST_NAME, staffEmailFor } from './demo-accounts';
import type { InsertedRestaurant } from './insert-restaurants';

/** A verified manager account for each restaurant, linked to it in restaurant_staff. */
export async function insertStaffAccounts(tx: Tx, inserted: InsertedRestaurant[], now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emails = inserted.map(({ plan }) => staffEmailFor(plan.slug));
  await tx
    .insert(users)
    .values(inserted.map(({ plan }) => ({ email: staffEmailFor(plan.slug), passwordHash, firstName: DEMO_STAFF_FIRST_NAME, lastName: plan.data.name, emailVerifiedAt: now })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  await tx
    .insert(restaurantStaff)
    .values(inserted.map(({ id, plan }) => ({ userId: idByEmail.get(staffEmailFor(plan.slug))!, restaurantId: id, role: 'manager' as const })))
    .onConflictDoNothing();
}
