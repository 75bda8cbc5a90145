import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantSearchQuery, TRestaurantSearchResult } from '@/contracts/search-contract';
import type { Queryable } from '@/server/db/client';
import { toRestaurantSummaries } from '@/server/restaurants/restaurant-summary-mapper';
import { toPageInfo, toPageWindow, type PageWindow } from './page-window';
import type { RestaurantWordIndex } from './restaurant-word-index';
import type { SearchCriteria } from './search-criteria';
import { findSearchPage, type SearchPage } from './search-page-repository';
import { searchRestaurantIds } from './search-repository';
import { toSearchTokens } from './search-tokens';
import { allTermsOf } from './term-match';
import { findCityTimeZones } from './time-zone-repository';
import { currentWordIndex, isCurrent, refreshWordIndex } from './word-index-cache';

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

/** Whether only the text decides which restaurants match and in what order (the word index answers alone). */
const isTextOnly = (criteria: SearchCriteria) =>
  criteria.sort === 'relevance' && criteria.cityId === undefined && criteria.categoryId === undefined && !criteria.services?.length
  && !criteria.priceLevels?.length && criteria.minRating === undefined && !criteria.dietary?.length && !criteria.openNow
  && !criteria.availability && !(criteria.origin && criteria.radiusKm !== undefined);

/** Searches after which the index may still be behind the database are retried with a fresh one at most this often. */
const MAX_REFRESHES = 3;

/**
 * GET /restaurants/search. With text: the words each token stands for and the matches, scored,
 * from the in-process word index; for text alone the page's ids come from it too, else one SQL
 * query applies the filters and sort to the matches. Then the page's rows in one statement that
 * also reads the index version: when another write moved it since the index was loaded, the
 * index is refreshed and the search run again, so a write is seen by the next search everywhere.
 */
export async function searchRestaurants(db: Queryable, query: TRestaurantSearchQuery, locale: ContentLocale, now: Date): Promise<TRestaurantSearchResult> {
  const criteria = toSearchCriteria(query, now, query.openNow ? await findCityTimeZones(db) : []);
  if (!criteria.tokens.length) {
    const { hits, total } = await searchRestaurantIds(db, criteria, null);
    return toResult(criteria, total, hits.map((hit) => hit.id), await findSearchPage(db, hits.map((hit) => hit.id), criteria.origin), locale);
  }
  let index = await currentWordIndex(db);
  for (let refreshes = 0; ; refreshes += 1) {
    const { total, ids } = await findMatches(db, criteria, index.index);
    const page = await findSearchPage(db, ids, criteria.origin);
    if (isCurrent(index, page.version) || refreshes === MAX_REFRESHES) return toResult(criteria, total, ids, page, locale);
    index = await refreshWordIndex(db, index, page.version);
  }
}

async function findMatches(db: Queryable, criteria: SearchCriteria, index: RestaurantWordIndex): Promise<{ total: number; ids: number[] }> {
  const tokenTerms = criteria.tokens.map((token) => index.termsOf(token));
  // A word that stands for nothing in the vocabulary: no restaurant can hold it.
  if (tokenTerms.some((terms) => !allTermsOf(terms).length)) return { total: 0, ids: [] };
  if (isTextOnly(criteria)) return index.rank(tokenTerms, criteria.offset, criteria.limit);
  const { hits, total } = await searchRestaurantIds(db, criteria, index.scores(tokenTerms));
  return { total, ids: hits.map((hit) => hit.id) };
}

function toResult(criteria: PageWindow, total: number, ids: readonly number[], page: SearchPage, locale: ContentLocale): TRestaurantSearchResult {
  const summaries = new Map(toRestaurantSummaries(page.rows, page.images, locale, false).map((summary) => [summary.id, summary]));
  const items = ids.flatMap((id) => {
    const summary = summaries.get(id);
    if (!summary) return [];
    const distanceKm = page.distanceKm.get(id);
    return [distanceKm === undefined ? summary : { ...summary, distanceKm: Math.round(distanceKm * 100) / 100 }];
  });
  return { ...toPageInfo(criteria, total), items };
}
