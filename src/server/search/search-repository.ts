import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { hasFreeTableSql } from './free-table-sql';
import { rowsOf } from './raw-rows';
import type { SearchCriteria, SearchSort } from './search-criteria';
import { isOpenAtInstantSql, isOpenAtLocalSql, localInstantSql } from './time-sql';

const SERVICE_COLUMN = { booking: sql`r.offers_booking`, take_away: sql`r.offers_take_away`, delivery: sql`r.offers_delivery` } as const;

const ORDER_BY: Record<SearchSort, SQL> = {
  relevance: sql`relevance desc, rating_average desc, id`,
  rating: sql`rating_average desc, rating_count desc, id`,
  price: sql`price_level, rating_average desc, id`,
  price_desc: sql`price_level desc, rating_average desc, id`,
  // No id tie-break: KNN index scans can only feed a single distance key.
  distance: sql`distance_rank`,
};

/** Great-circle distance in km (haversine), plain SQL so PGlite and PostgreSQL agree without extensions. */
export const distanceKmSql = ({ lat, lng }: { lat: number; lng: number }, row = sql`r`) => sql`(12742 * asin(sqrt(
  power(sin(radians(${row}.latitude::float8 - ${lat}) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(${row}.latitude::float8)) * power(sin(radians(${row}.longitude::float8 - ${lng}) / 2), 2))))`;

/**
 * Orders by planar distance in degrees, the KNN operator of the point GiST index (nearest first
 * without computing anything for far rows); near the equator this ranks like the great-circle
 * distance to within ~2 %. The exact km are computed with haversine for the page only.
 */
const distanceRankSql = ({ lat, lng }: { lat: number; lng: number }) =>
  sql`(point(r.longitude::float8, r.latitude::float8) <-> point(${lng}::float8, ${lat}::float8))`;

function buildConditions(criteria: SearchCriteria, distance: SQL | null): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.cityId !== undefined) conditions.push(sql`r.city_id = ${criteria.cityId}`);
  if (criteria.categoryId !== undefined) {
    conditions.push(sql`r.id in (select rc.restaurant_id from restaurant_categories rc where rc.category_id = ${criteria.categoryId})`);
  }
  if (criteria.services?.length) conditions.push(sql`(${sql.join(criteria.services.map((s) => SERVICE_COLUMN[s]), sql` or `)})`);
  if (criteria.priceLevels?.length) conditions.push(sql`r.price_level in (${sql.join(criteria.priceLevels.map((p) => sql`${p}`), sql`, `)})`);
  if (criteria.minRating !== undefined) conditions.push(sql`r.rating_average >= ${criteria.minRating}`);
  if (criteria.dietary?.length) conditions.push(sql`r.dietary_tags @> ${`{${criteria.dietary.join(',')}}`}::text[]`);
  if (criteria.openNow) conditions.push(isOpenAtInstantSql(criteria.now, criteria.knownZones));
  if (criteria.availability) {
    const { date, time, party } = criteria.availability;
    conditions.push(sql`r.offers_booking`, isOpenAtLocalSql(date, time), hasFreeTableSql(party, localInstantSql(date, time), criteria.now));
  }
  if (distance && criteria.radiusKm !== undefined) conditions.push(sql`${distance} <= ${criteria.radiusKm}`);
  return conditions;
}

const intArraySql = (values: Iterable<number>): SQL => sql`${`{${[...values].join(',')}}`}::int[]`;

/** The ids of text matches with their relevance (restaurant-word-index.ts), as a relation `m(id, relevance)`. */
const matchesSql = (scores: ReadonlyMap<number, number>) =>
  sql`(select * from unnest(${intArraySql(scores.keys())}, ${intArraySql(scores.values())}) as m(id, relevance))`;

export interface SearchHit {
  id: number;
  distanceKm: number | null;
}

/**
 * One page of matching restaurant ids in the asked order, and the number of matches, for filters,
 * sorts other than relevance, or no text. With text, the matches and their relevance come from the
 * word index and only the filters are SQL: joined with their relevance to rank by it, else a hashed
 * `= any` test, so a sort by rating or distance still walks its index and stops at the page. The
 * count is its own query, run alongside (a window count(*) over () made PostgreSQL materialise
 * every match before the top-N sort), and not run at all when nothing but the text filters.
 */
export async function searchRestaurantIds(db: Queryable, criteria: SearchCriteria, scores: ReadonlyMap<number, number> | null): Promise<{ hits: SearchHit[]; total: number }> {
  if (scores && !scores.size) return { hits: [], total: 0 };
  const byRelevance = scores !== null && criteria.sort === 'relevance';
  const from = byRelevance ? sql`restaurants r join ${matchesSql(scores)} m on m.id = r.id` : sql`restaurants r`;
  const distance = criteria.origin ? distanceKmSql(criteria.origin) : null;
  const filters = buildConditions(criteria, distance);
  const conditions = scores && !byRelevance ? [sql`r.id = any(${intArraySql(scores.keys())})`, ...filters] : filters;
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const relevance = byRelevance ? sql`m.relevance` : sql`0`;
  const distanceRank = criteria.origin ? distanceRankSql(criteria.origin) : sql`0`;
  const pageQuery = sql`
    select page.id, ${criteria.origin ? distanceKmSql(criteria.origin, sql`page`) : sql`null::float8`} as "distanceKm" from (
      select r.id, r.latitude, r.longitude, r.rating_average, r.rating_count, r.price_level, ${relevance} as relevance, ${distanceRank} as distance_rank
        from ${from} ${where} order by ${ORDER_BY[criteria.sort]} limit ${criteria.limit + criteria.offset}
    ) as page
    order by ${ORDER_BY[criteria.sort]}
    limit ${criteria.limit} offset ${criteria.offset}`;
  if (scores && !filters.length) return { hits: rowsOf<SearchHit>(await db.execute(pageQuery)), total: scores.size };
  const countQuery = sql`select count(*)::int as total from ${from} ${where}`;
  const [hits, counted] = await Promise.all([db.execute(pageQuery), db.execute(countQuery)]);
  return { hits: rowsOf<SearchHit>(hits), total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}
