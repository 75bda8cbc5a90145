import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { decodeJsonRows, jsonArrayOf, jsonObject } from '@/server/db/json-object';
import { preparedPerDatabase } from '@/server/db/prepared-query';
import { cities, dishes, dishOptionGroups, dishOptions, eventMenus, events, foodCategories, menus, restaurantCategories, restaurantFeedbacks, restaurantImages, restaurants } from '@/server/db/schema';
import { dishColumns, optionGroupColumns } from '@/server/dishes/dish-repository';
import { eventColumns } from '@/server/events/event-repository';
import { menuColumns } from '@/server/menus/menu-repository';
import { restaurantImageColumns, restaurantSummaryColumns } from './restaurant-repository';

const detailColumns = {
  ...restaurantSummaryColumns,
  countryId: restaurants.countryId,
  address: restaurants.address,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  phone: restaurants.phone,
  timeZone: restaurants.timeZone,
  openingHours: restaurants.openingHours,
  slotMinutes: restaurants.slotMinutes,
  tableTurnMinutes: restaurants.tableTurnMinutes,
  minNoticeMinutes: restaurants.minNoticeMinutes,
  maxDaysAhead: restaurants.maxDaysAhead,
  freeCancellationHours: restaurants.freeCancellationHours,
  deliveryFeeAmount: restaurants.deliveryFeeAmount,
};

const categoryColumns = { id: foodCategories.id, slug: foodCategories.slug, nameFr: foodCategories.nameFr, nameEn: foodCategories.nameEn };

const ratingCountColumns = { rating: sql<number>`per_star.rating`, count: sql<number>`per_star.count` };

type JsonList = Array<Record<string, unknown>>;

/**
 * The restaurant page in one statement: the restaurant, and as JSON lists its photos, categories,
 * menus, their dishes and options, upcoming events and reviews per star. It replaces eight queries
 * (four of them one after another), whose round trips were a tenth of the page's server time.
 * `menusWhere` picks the menus shown: the restaurant's own, or an event's.
 */
function restaurantDetailStatement(db: Queryable, menusWhere: SQL, name: string) {
  // Joins from the page's few menus, so PostgreSQL walks the menu and dish indexes (an IN over a
  // correlated subquery was planned as a scan of every dish).
  const pageDishes = sql`${menus} inner join ${dishes} on ${dishes.menuId} = ${menus.id}`;
  return db
    .select({
      ...detailColumns,
      images: sql<JsonList>`(select ${jsonArrayOf(restaurantImageColumns, restaurantImages.id)} from ${restaurantImages} where ${restaurantImages.restaurantId} = ${restaurants.id})`,
      categories: sql<JsonList>`(select ${jsonArrayOf(categoryColumns, foodCategories.position, foodCategories.id)}
        from ${restaurantCategories} inner join ${foodCategories} on ${foodCategories.id} = ${restaurantCategories.categoryId}
        where ${restaurantCategories.restaurantId} = ${restaurants.id})`,
      menus: sql<JsonList>`(select ${jsonArrayOf(menuColumns, menus.position, menus.id)} from ${menus} where ${menusWhere})`,
      dishes: sql<JsonList>`(select ${jsonArrayOf(dishColumns, dishes.id)} from ${pageDishes} where ${menusWhere})`,
      options: sql<JsonList>`(select ${jsonArrayOf(optionGroupColumns, dishOptionGroups.id, dishOptions.id)}
        from ${pageDishes} inner join ${dishOptionGroups} on ${dishOptionGroups.dishId} = ${dishes.id}
        left join ${dishOptions} on ${dishOptions.groupId} = ${dishOptionGroups.id}
        where ${menusWhere})`,
      upcomingEvents: sql<JsonList>`(select coalesce(json_agg(upcoming.event order by upcoming.starts_at, upcoming.id), '[]'::json) from (
        select ${jsonObject(eventColumns)} as event, ${events.startsAt} as starts_at, ${events.id} as id
        from ${events} where ${events.restaurantId} = ${restaurants.id} and ${events.endsAt} > ${sql.placeholder('now')}
        order by ${events.startsAt}, ${events.id} limit ${sql.placeholder('eventLimit')}) upcoming)`,
      ratingCounts: sql<JsonList>`(select ${jsonArrayOf(ratingCountColumns)} from (
        select ${restaurantFeedbacks.rating} as rating, count(*)::int as count from ${restaurantFeedbacks}
        where ${restaurantFeedbacks.restaurantId} = ${restaurants.id} group by ${restaurantFeedbacks.rating}) per_star)`,
    })
    .from(restaurants)
    .innerJoin(cities, eq(cities.id, restaurants.cityId))
    .where(eq(restaurants.id, sql.placeholder('id')))
    .prepare(name);
}

const restaurantDetailQuery = preparedPerDatabase((db) => restaurantDetailStatement(db, sql`${menus.restaurantId} = ${restaurants.id}`, 'restaurant_detail'));

const restaurantDetailForEventQuery = preparedPerDatabase((db) =>
  restaurantDetailStatement(db, sql`${menus.id} in (select ${eventMenus.menuId} from ${eventMenus} where ${eventMenus.eventId} = ${sql.placeholder('eventId')})`, 'restaurant_detail_for_event'),
);

export interface RestaurantDetailOptions {
  /** Upcoming events are those not over at `now`, at most `eventLimit` of them. */
  now: Date;
  eventLimit: number;
  /** The menus of this event instead of the restaurant's own. */
  eventId?: number;
}

/** The restaurant and everything its page shows but its reviews, decoded as their own queries would return them; undefined when unknown. */
export async function findRestaurantDetail(db: Queryable, id: number, { now, eventLimit, eventId }: RestaurantDetailOptions) {
  const values = { id, now: now.toISOString(), eventLimit };
  const [row] = eventId === undefined ? await restaurantDetailQuery(db).execute(values) : await restaurantDetailForEventQuery(db).execute({ ...values, eventId });
  if (!row) return undefined;
  const { images, categories, menus: menuList, dishes: dishList, options, upcomingEvents, ratingCounts, ...restaurant } = row;
  return {
    restaurant,
    images: decodeJsonRows(restaurantImageColumns, images),
    categories: decodeJsonRows(categoryColumns, categories),
    menus: decodeJsonRows(menuColumns, menuList),
    dishes: decodeJsonRows(dishColumns, dishList),
    options: decodeJsonRows(optionGroupColumns, options),
    upcomingEvents: decodeJsonRows(eventColumns, upcomingEvents),
    ratingCounts: decodeJsonRows(ratingCountColumns, ratingCounts),
  };
}
