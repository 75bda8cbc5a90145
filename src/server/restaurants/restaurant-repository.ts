import { asc, eq, inArray } from 'drizzle-orm';
import { intArrayLiteral } from '@/server/db/array-literal';
import type { Queryable } from '@/server/db/client';
import { isAnyOfPlaceholder, preparedPerDatabase } from '@/server/db/prepared-query';
import { cities, restaurantImages, restaurants } from '@/server/db/schema';
import type { ParsedFilter } from '@/server/http/filter/filter-spec';

/** The columns of a restaurant card (toRestaurantSummaries), for every query that feeds one. */
export const restaurantSummaryColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  cuisine: restaurants.cuisine,
  descriptionFr: restaurants.descriptionFr,
  descriptionEn: restaurants.descriptionEn,
  cityId: restaurants.cityId,
  cityName: cities.name,
  district: restaurants.district,
  priceLevel: restaurants.priceLevel,
  currency: restaurants.currency,
  ratingAverage: restaurants.ratingAverage,
  ratingCount: restaurants.ratingCount,
  offersBooking: restaurants.offersBooking,
  offersTakeAway: restaurants.offersTakeAway,
  offersDelivery: restaurants.offersDelivery,
  dietaryTags: restaurants.dietaryTags,
  isFeatured: restaurants.isFeatured,
};

export async function findRestaurants(db: Queryable, filter: ParsedFilter) {
  return db
    .select(restaurantSummaryColumns)
    .from(restaurants)
    .innerJoin(cities, eq(cities.id, restaurants.cityId))
    .where(filter.where)
    .orderBy(...filter.orderBy)
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Summary rows for the given ids, in no particular order (callers restore theirs). */
export async function findRestaurantSummariesByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(restaurantSummaryColumns).from(restaurants).innerJoin(cities, eq(cities.id, restaurants.cityId)).where(inArray(restaurants.id, ids));
}

export const restaurantImageColumns = {
  id: restaurantImages.id,
  restaurantId: restaurantImages.restaurantId,
  url: restaurantImages.url,
  thumbnailUrl: restaurantImages.thumbnailUrl,
  altFr: restaurantImages.altFr,
  altEn: restaurantImages.altEn,
  order: restaurantImages.order,
};

const imagesOfRestaurantsQuery = preparedPerDatabase((db) =>
  db
    .select(restaurantImageColumns)
    .from(restaurantImages)
    .where(isAnyOfPlaceholder(restaurantImages.restaurantId, 'restaurantIds', 'int'))
    .orderBy(asc(restaurantImages.id))
    .prepare('restaurant_images'),
);

export async function findImagesOfRestaurants(db: Queryable, restaurantIds: number[]) {
  if (restaurantIds.length === 0) return [];
  return imagesOfRestaurantsQuery(db).execute({ restaurantIds: intArrayLiteral(restaurantIds) });
}
