import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantList } from '@/contracts/restaurant-contract';
import type { Queryable } from '@/server/db/client';
import { parseFilter } from '@/server/http/filter/parse-filter';
import { findImagesOfRestaurants, findRestaurants } from './restaurant-repository';
import { restaurantFilterSpec } from './restaurant-filter-spec';
import { toRestaurantSummaries } from './restaurant-summary-mapper';

/** GET /restaurants: a page of restaurants matching the whitelisted LoopBack filter. */
export async function listRestaurants(db: Queryable, rawFilter: unknown, locale: ContentLocale): Promise<TRestaurantList> {
  const filter = parseFilter(rawFilter, restaurantFilterSpec);
  const rows = await findRestaurants(db, filter);
  const images = await findImagesOfRestaurants(db, rows.map((r) => r.id));
  return { items: toRestaurantSummaries(rows, images, locale, filter.include.includes('images')), limit: filter.limit, offset: filter.offset };
}
