import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';

/**
 * The restaurant's rating summary (restaurants.rating_average, rating_count) recomputed from its
 * reviews: the mean of their overall marks to two decimals, and how many there are. Without ids,
 * every reviewed restaurant (the seed).
 */
export async function refreshRatingSummaries(db: Queryable, restaurantIds?: number[]) {
  const only = restaurantIds?.length ? sql`where restaurant_id in (${sql.join(restaurantIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await db.execute(sql`
    update restaurants r
       set rating_average = s.average, rating_count = s.total
      from (select restaurant_id, round(avg(rating)::numeric, 2) as average, count(*)::int as total
              from restaurant_feedbacks ${only} group by restaurant_id) s
     where r.id = s.restaurant_id`);
}
