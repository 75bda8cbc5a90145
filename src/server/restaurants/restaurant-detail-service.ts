import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { sortRestaurantImages } from '@/lib/restaurant-images';
import type { Queryable } from '@/server/db/client';
import { findEventById } from '@/server/events/event-repository';
import { toEventSummary } from '@/server/events/event-mapper';
import { notFound } from '@/server/http/app-error-factory';
import { toMenus } from '@/server/menus/load-menus';
import { findRestaurantDetail } from './restaurant-detail-repository';
import { toRestaurantImage } from './restaurant-summary-mapper';

const UPCOMING_EVENTS_SHOWN = 6;

type Detail = NonNullable<Awaited<ReturnType<typeof findRestaurantDetail>>>;
type DetailRow = Detail['restaurant'];

function toRatingSummary(row: DetailRow, counts: Detail['ratingCounts']): TRestaurantDetail['rating'] {
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
  const [detail, event] = await Promise.all([
    findRestaurantDetail(db, id, { now, eventLimit: UPCOMING_EVENTS_SHOWN, eventId }),
    eventId === undefined ? null : findEventById(db, eventId),
  ]);
  if (!detail) throw notFound('Restaurant');
  if (eventId !== undefined && (!event || event.restaurantId !== id)) throw notFound('Event');
  const images = sortRestaurantImages(detail.images).map((image) => toRestaurantImage(image, locale));
  return {
    ...toDetailBase(detail.restaurant, locale),
    images,
    coverImage: images[0] ?? null,
    categories: detail.categories.map(({ nameFr, nameEn, ...category }) => ({ ...category, name: localized(locale, nameFr, nameEn) })),
    menus: toMenus(detail.menus, detail.dishes, detail.options, locale),
    upcomingEvents: detail.upcomingEvents.map((upcoming) => toEventSummary(upcoming, locale)),
    event: event ? toEventSummary(event, locale) : null,
    rating: toRatingSummary(detail.restaurant, detail.ratingCounts),
  };
}
