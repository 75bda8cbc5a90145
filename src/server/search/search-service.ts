import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantSearchQuery, TRestaurantSearchResult } from '@/contracts/search-contract';
import type { Queryable } from '@/server/db/client';
import { findImagesOfRestaurants, findRestaurantSummariesByIds } from '@/server/restaurants/restaurant-repository';
import { toRestaurantSummaries } from '@/server/restaurants/restaurant-summary-mapper';
import { toPageInfo, toPageWindow } from './page-window';
import type { SearchCriteria } from './search-criteria';
import { searchRestaurantIds } from './search-repository';
import { toSearchTokens } from './search-tokens';
import { allTermsOf } from './term-match';
import { findTokenTerms } from './term-repository';
import { findCityTimeZones } from './time-zone-repository';

export function toSearchCriteria(query: TRestaurantSearchQuery, now: Date, knownZones: readonly string[] = []): SearchCriteria & { page: number; pageSize: number } {
  const tokens = query.q ? toSearchTokens(query.q) : [];
  const window = toPageWindow(query);
  const sort = query.sort ?? (tokens.length ? 'relevance' : 'rating');
  return {
    ...window,
    tokens,
    cityId: query.cityId,
    categoryId: query.categoryId,
    services: query.service,
    priceLevels: query.priceLevel,
    minRating: query.minRating,
    openNow: query.openNow ?? false,
    dietary: query.dietary,
    availability: query.date && query.time && query.party ? { date: query.date, time: query.time, party: query.party } : undefined,
    origin: query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined,
    radiusKm: query.radiusKm,
    // A query made only of punctuation has no tokens: relevance then means nothing.
    sort: sort === 'relevance' && !tokens.length ? 'rating' : sort,
    now,
    knownZones,
  };
}

/** GET /restaurants/search: the words each token stands for, matching ids from one SQL query, then the summary rows and images of that page. */
export async function searchRestaurants(db: Queryable, query: TRestaurantSearchQuery, locale: ContentLocale, now: Date): Promise<TRestaurantSearchResult> {
  const criteria = toSearchCriteria(query, now, query.openNow ? await findCityTimeZones(db) : []);
  const tokenTerms = await findTokenTerms(db, criteria.tokens);
  // A word that stands for nothing in the vocabulary: no restaurant can hold it.
  if (tokenTerms.some((terms) => !allTermsOf(terms).length)) return { ...toPageInfo(criteria, 0), items: [] };
  const { hits, total } = await searchRestaurantIds(db, criteria, tokenTerms);
  const ids = hits.map((hit) => hit.id);
  const [rows, images] = await Promise.all([findRestaurantSummariesByIds(db, ids), findImagesOfRestaurants(db, ids)]);
  const summaries = new Map(toRestaurantSummaries(rows, images, locale, false).map((summary) => [summary.id, summary]));
  const items = hits.flatMap((hit) => {
    const summary = summaries.get(hit.id);
    if (!summary) return [];
    return [hit.distanceKm === null ? summary : { ...summary, distanceKm: Math.round(hit.distanceKm * 100) / 100 }];
  });
  return { ...toPageInfo(criteria, total), items };
}
