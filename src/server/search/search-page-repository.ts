import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import type { findImagesOfRestaurants, findRestaurants } from '@/server/restaurants/restaurant-repository';
import { rowsOf } from './raw-rows';
import { distanceKmSql } from './search-repository';
import { wordIndexVersionSql, type WordIndexVersion } from './word-index-repository';

type SummaryRow = Awaited<ReturnType<typeof findRestaurants>>[number];
type ImageRow = Awaited<ReturnType<typeof findImagesOfRestaurants>>[number];

export interface SearchPage {
  rows: SummaryRow[];
  images: ImageRow[];
  distanceKm: Map<number, number>;
  /** the word index version this page was read at */
  version: WordIndexVersion;
}

/**
 * The summary rows and images of a page of results, their distance from `origin`, and the word
 * index version, in one statement: the version read in the same snapshot as the rows tells
 * whether the ids came from an index that was current.
 */
export async function findSearchPage(db: Queryable, ids: readonly number[], origin?: { lat: number; lng: number }): Promise<SearchPage> {
  const rows = rowsOf<SummaryRow & { images: ImageRow[] | null; distanceKm: number | null; version: WordIndexVersion | null }>(
    await db.execute(sql`
      select r.id, r.slug, r.name, r.cuisine, r.description_fr as "descriptionFr", r.description_en as "descriptionEn",
             r.city_id as "cityId", c.name as "cityName", r.district, r.price_level as "priceLevel", r.currency,
             r.rating_average::float8 as "ratingAverage", r.rating_count as "ratingCount",
             r.offers_booking as "offersBooking", r.offers_take_away as "offersTakeAway", r.offers_delivery as "offersDelivery",
             r.dietary_tags as "dietaryTags", r.is_featured as "isFeatured",
             (select json_agg(json_build_object('id', i.id, 'restaurantId', i.restaurant_id, 'url', i.url, 'thumbnailUrl', i.thumbnail_url,
                     'altFr', i.alt_fr, 'altEn', i.alt_en, 'order', i."order") order by i.id)
                from restaurant_images i where i.restaurant_id = r.id) as images,
             ${origin ? distanceKmSql(origin) : sql`null::float8`} as "distanceKm",
             null::json as version
        from restaurants r join cities c on c.id = r.city_id
       where r.id = any(${`{${ids.join(',')}}`}::int[])
      union all
      select ${sql.raw(Array(20).fill('null').join(', '))}, ${wordIndexVersionSql}`),
  );
  const page = rows.filter((row) => !row.version);
  return {
    rows: page.map(({ images: _images, distanceKm: _distanceKm, version: _version, ...row }) => row),
    images: page.flatMap((row) => row.images ?? []),
    distanceKm: new Map(page.flatMap((row) => (row.distanceKm === null ? [] : [[row.id, row.distanceKm] as const]))),
    version: rows.find((row) => row.version)?.version ?? { words: '', ratings: '' },
  };
}
