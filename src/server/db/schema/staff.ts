import { index, pgEnum, pgTable, primaryKey, uuid, integer } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { restaurants } from './restaurants';
import { users } from './users';

export const staffRole = pgEnum('staff_role', ['manager', 'staff']);

/** Who works for a restaurant: an ordinary account that may act on the restaurant's behalf. */
export const restaurantStaff = pgTable(
  'restaurant_staff',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    role: staffRole('role').notNull().default('staff'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.restaurantId] }), index('restaurant_staff_restaurant_idx').on(t.restaurantId)],
);
