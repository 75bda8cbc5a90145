import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantImage, TRestaurantSummary } from '@/contracts/restaurant-contract';
import { sortRestaurantImages } from '@/lib/restaurant-images';
import { groupBy } from '@/lib/group-by';
import type { findImagesOfRestaurants, findRestaurants } from './restaurant-repository';

type ImageRow = Awaited<ReturnType<typeof findImagesOfRestaurants>>[number];
type SummaryRow = Awaited<ReturnType<typeof findRestaurants>>[number];

export const toRestaurantImage = (row: ImageRow, locale: ContentLocale): TRestaurantImage => ({
  id: row.id,
  url: row.url,
  thumbnailUrl: row.thumbnailUrl,
  alt: localized(locale, row.altFr, row.altEn),
  order: row.order,
});

/** The summary shape of GET /restaurants and /restaurants/search; images sorted per SPEC §3. */
export function toRestaurantSummaries(rows: SummaryRow[], images: ImageRow[], locale: ContentLocale, withImages: boolean): TRestaurantSummary[] {
  const imagesByRestaurant = groupBy(images, (image) => image.restaurantId);
  return rows.map(({ descriptionFr, descriptionEn, offersBooking, offersTakeAway, offersDelivery, ...row }) => {
    const sorted = sortRestaurantImages(imagesByRestaurant.get(row.id) ?? []).map((image) => toRestaurantImage(image, locale));
    return {
      ...row,
      description: localized(locale, descriptionFr, descriptionEn),
      services: { booking: offersBooking, takeAway: offersTakeAway, delivery: offersDelivery },
      coverImage: sorted[0] ?? null,
      ...(withImages ? { images: sorted } : {}),
    };
  });
}
