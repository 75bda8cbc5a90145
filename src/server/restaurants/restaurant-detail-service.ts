import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { sortRestaurantImages } from '@/lib/restaurant-images';
import type { Queryable } from '@/server/db/client';
import { findEventById, findUpcomingEventsOfRestaurant } from '@/server/events/event-repository';
import { toEventSummary } from '@/server/events/event-mapper';
import { notFound } from '@/server/http/app-error-factory';
import { findMenusOfEvent, findMenusOfRestaurant } from '@/server/menus/menu-repository';
import { withDishes } from '@/server/menus/load-menus';
import { findCategoriesOfRestaurant, findRatingDistribution, findRestaurantDetail } from './restaurant-detail-repository';
import { findImagesOfRestaurants } from './restaurant-repository';
import { toRestaurantImage } from './restaurant-summary-mapper';

const UPCOMING_EVENTS_SHOWN = 6;

type DetailRow = NonNullable<Awaited<ReturnType<typeof findRestaurantDetail>>>;

async function findEventOfRestaurant(db: Queryable, restaurantId: number, eventId: number | undefined) {
  if (eventId === undefined) return null;
  const event = await findEventById(db, eventId);
  if (!event || event.restaurantId !== restaurantId) throw notFound('Event');
  return event;
}

function toRatingSummary(row: DetailRow, counts: Array<{ rating: number; count: number }>): TRestaurantDetail['rating'] {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, count } of counts) distribution[rating as 1 | 2 | 3 | 4 | 5] = count;
  return { average: row.ratingAverage, count: row.ratingCount, distribution };
}

function toDetailBase(row: DetailRow, locale: ContentLocale) {
  const { descriptionFr, descriptionEn, offersBooking, offersTakeAway, offersDelivery, latitude, longitude, slotMinutes, tableTurnMinutes, minNoticeMinutes, maxDaysAhead, freeCancellationHours, deliveryFeeAmount, ...rest } = row;
  return {
    ...rest,
    description: localized(locale, descriptionFr, descriptionEn),
    services: { booking: offersBooking, takeAway: offersTakeAway, delivery: offersDelivery },
    coordinates: { latitude, longitude },
    bookingPolicy: { slotMinutes, tableTurnMinutes, minNoticeMinutes, maxDaysAhead, freeCancellationHours },
    deliveryFee: { amount: deliveryFeeAmount, currency: row.currency },
  };
}

/** GET /restaurants/data/{id}: the restaurant page; with eventId, that event and its menus. */
export async function getRestaurantDetail(db: Queryable, id: number, eventId: number | undefined, locale: ContentLocale, now: Date): Promise<TRestaurantDetail> {
  const row = await findRestaurantDetail(db, id);
  if (!row) throw notFound('Restaurant');
  const event = await findEventOfRestaurant(db, id, eventId);
  const [images, categories, menuRows, upcoming, ratings] = await Promise.all([
    findImagesOfRestaurants(db, [id]),
    findCategoriesOfRestaurant(db, id),
    event ? findMenusOfEvent(db, event.id) : findMenusOfRestaurant(db, id),
    findUpcomingEventsOfRestaurant(db, id, now, UPCOMING_EVENTS_SHOWN),
    findRatingDistribution(db, id),
  ]);
  const sortedImages = sortRestaurantImages(images).map((image) => toRestaurantImage(image, locale));
  return {
    ...toDetailBase(row, locale),
    images: sortedImages,
    coverImage: sortedImages[0] ?? null,
    categories: categories.map(({ nameFr, nameEn, ...category }) => ({ ...category, name: localized(locale, nameFr, nameEn) })),
    menus: await withDishes(db, menuRows, locale),
    upcomingEvents: upcoming.map(({ total: _total, ...e }) => toEventSummary(e, locale)),
    event: event ? toEventSummary(event, locale) : null,
    rating: toRatingSummary(row, ratings),
  };
}
