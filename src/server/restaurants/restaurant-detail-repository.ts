import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { cities, foodCategories, restaurantCategories, restaurantFeedbacks, restaurants } from '@/server/db/schema';

export async function findRestaurantDetail(db: Queryable, id: number) {
  const [row] = await db
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
    .where(eq(restaurants.id, id));
  return row;
}

export async function findCategoriesOfRestaurant(db: Queryable, restaurantId: number) {
  return db
    .select({ id: foodCategories.id, slug: foodCategories.slug, nameFr: foodCategories.nameFr, nameEn: foodCategories.nameEn })
    .from(restaurantCategories)
    .innerJoin(foodCategories, eq(foodCategories.id, restaurantCategories.categoryId))
    .where(eq(restaurantCategories.restaurantId, restaurantId))
    .orderBy(asc(foodCategories.position), asc(foodCategories.id));
}

/** Reviews per star, from the restaurant_feedbacks (restaurant_id, date) index. */
export async function findRatingDistribution(db: Queryable, restaurantId: number) {
  return db
    .select({ rating: restaurantFeedbacks.rating, count: sql<number>`count(*)::int` })
    .from(restaurantFeedbacks)
    .where(eq(restaurantFeedbacks.restaurantId, restaurantId))
    .groupBy(restaurantFeedbacks.rating);
}
