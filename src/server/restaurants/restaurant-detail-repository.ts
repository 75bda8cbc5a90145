import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { preparedPerDatabase } from '@/server/db/prepared-query';
import { cities, foodCategories, restaurantCategories, restaurantFeedbacks, restaurants } from '@/server/db/schema';

const restaurantDetailQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: restaurants.name,
      cuisine: restaurants.cuisine,
      descriptionFr: restaurants.descriptionFr,
      descriptionEn: restaurants.descriptionEn,
      cityId: restaurants.cityId,
      cityName: cities.name,
      countryId: restaurants.countryId,
      address: restaurants.address,
      district: restaurants.district,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      phone: restaurants.phone,
      timeZone: restaurants.timeZone,
      currency: restaurants.currency,
      priceLevel: restaurants.priceLevel,
      ratingAverage: restaurants.ratingAverage,
      ratingCount: restaurants.ratingCount,
      offersBooking: restaurants.offersBooking,
      offersTakeAway: restaurants.offersTakeAway,
      offersDelivery: restaurants.offersDelivery,
      dietaryTags: restaurants.dietaryTags,
      openingHours: restaurants.openingHours,
      slotMinutes: restaurants.slotMinutes,
      tableTurnMinutes: restaurants.tableTurnMinutes,
      minNoticeMinutes: restaurants.minNoticeMinutes,
      maxDaysAhead: restaurants.maxDaysAhead,
      freeCancellationHours: restaurants.freeCancellationHours,
      deliveryFeeAmount: restaurants.deliveryFeeAmount,
      isFeatured: restaurants.isFeatured,
    })
    .from(restaurants)
    .innerJoin(cities, eq(cities.id, restaurants.cityId))
    .where(eq(restaurants.id, sql.placeholder('id')))
    .prepare('restaurant_detail'),
);

export async function findRestaurantDetail(db: Queryable, id: number) {
  const [row] = await restaurantDetailQuery(db).execute({ id });
  return row;
}

const categoriesOfRestaurantQuery = preparedPerDatabase((db) =>
  db
    .select({ id: foodCategories.id, slug: foodCategories.slug, nameFr: foodCategories.nameFr, nameEn: foodCategories.nameEn })
    .from(restaurantCategories)
    .innerJoin(foodCategories, eq(foodCategories.id, restaurantCategories.categoryId))
    .where(eq(restaurantCategories.restaurantId, sql.placeholder('restaurantId')))
    .orderBy(asc(foodCategories.position), asc(foodCategories.id))
    .prepare('restaurant_categories'),
);

export async function findCategoriesOfRestaurant(db: Queryable, restaurantId: number) {
  return categoriesOfRestaurantQuery(db).execute({ restaurantId });
}

/** Reviews per star, from the restaurant_feedbacks (restaurant_id, date) index. */
const ratingDistributionQuery = preparedPerDatabase((db) =>
  db
    .select({ rating: restaurantFeedbacks.rating, count: sql<number>`count(*)::int` })
    .from(restaurantFeedbacks)
    .where(eq(restaurantFeedbacks.restaurantId, sql.placeholder('restaurantId')))
    .groupBy(restaurantFeedbacks.rating)
    .prepare('restaurant_rating_distribution'),
);

export async function findRatingDistribution(db: Queryable, restaurantId: number) {
  return ratingDistributionQuery(db).execute({ restaurantId });
}
