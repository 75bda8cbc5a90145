import { eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { restaurantTables } from '@/server/db/schema';

/** Only what a booking's page shows: the table's name, size and area, nothing about who sits there. */
export async function findTable(db: Queryable, tableId: number) {
  const [row] = await db
    .select({ id: restaurantTables.id, restaurantId: restaurantTables.restaurantId, name: restaurantTables.name, seats: restaurantTables.seats, area: restaurantTables.area })
    .from(restaurantTables)
    .where(eq(restaurantTables.id, tableId))
    .limit(1);
  return row ?? null;
}
