import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantImage, TRestaurantList } from '@/contracts/restaurant-contract';
import { sortRestaurantImages } from '@/lib/restaurant-images';
import { groupBy } from '@/lib/group-by';
import type { Queryable } from '@/server/db/client';
import { parseFilter } from '@/server/http/filter/parse-filter';
import { findImagesOfRestaurants, findRestaurants } from './restaurant-repository';
import { restaurantFilterSpec } from './restaurant-filter-spec';

type ImageRow = Awaited<ReturnType<typeof findImagesOfRestaurants>>[number];

const toImage = (row: ImageRow, locale: ContentLocale): TRestaurantImage => ({
  id: row.id,
  url: row.url,
  thumbnailUrl: row.thumbnailUrl,
  alt: localized(locale, row.altFr, row.altEn),
  order: row.order,
});

/** GET /restaurants: a page of restaurants matching the whitelisted LoopBack filter. */
export async function listRestaurants(db: Queryable, rawFilter: unknown, locale: ContentLocale): Promise<TRestaurantList> {
  const filter = parseFilter(rawFilter, restaurantFilterSpec);
  const rows = await findRestaurants(db, filter);
  const images = await findImagesOfRestaurants(db, rows.map((r) => r.id));
  const imagesByRestaurant = groupBy(images, (image) => image.restaurantId);
  const withImages = filter.include.includes('images');

  const items = rows.map(({ descriptionFr, descriptionEn, offersBooking, offersTakeAway, offersDelivery, ...row }) => {
    const sorted = sortRestaurantImages(imagesByRestaurant.get(row.id) ?? []).map((image) => toImage(image, locale));
    return {
      ...row,
      description: localized(locale, descriptionFr, descriptionEn),
      services: { booking: offersBooking, takeAway: offersTakeAway, delivery: offersDelivery },
      coverImage: sorted[0] ?? null,
      ...(withImages ? { images: sorted } : {}),
    };
  });
  return { items, limit: filter.limit, offset: filter.offset };
}
