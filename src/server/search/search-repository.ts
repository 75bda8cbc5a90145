import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { hasFreeTableSql } from './free-table-sql';
import { rowsOf } from './raw-rows';
import type { SearchCriteria, SearchSort } from './search-criteria';
import { relevanceSql, splitAboveDishes } from './search-relevance-sql';
import { allTermsOf, type TokenTerms } from './term-match';
import { textArraySql } from './term-repository';
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
const distanceKmSql = ({ lat, lng }: { lat: number; lng: number }, row = sql`r`) => sql`(12742 * asin(sqrt(
  power(sin(radians(${row}.latitude::float8 - ${lat}) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(${row}.latitude::float8)) * power(sin(radians(${row}.longitude::float8 - ${lng}) / 2), 2))))`;

/**
 * Orders by planar distance in degrees, the KNN operator of the point GiST index (nearest first
 * without computing anything for far rows); near the equator this ranks like the great-circle
 * distance to within ~2 %. The exact km are computed with haversine for the page only.
 */
const distanceRankSql = ({ lat, lng }: { lat: number; lng: number }) =>
  sql`(point(r.longitude::float8, r.latitude::float8) <-> point(${lng}::float8, ${lat}::float8))`;

function buildConditions(criteria: SearchCriteria, textConditions: SQL[], distance: SQL | null): SQL[] {
  const conditions = [...textConditions];
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

const PAGE_COLUMNS = sql`r.id, r.latitude, r.longitude, r.rating_average, r.rating_count, r.price_level`;

/**
 * The rows the page is taken from, with their relevance and distance rank. By relevance for one
 * word matched one way (holdsAboveDishesSql), two parts: the restaurants holding it in their name,
 * place or cuisine, scored; then only the best-rated of those holding it in their dishes alone —
 * their words given as values, so the planner sees how common the word is and walks the rating
 * index for a word most restaurants hold ("poulet") instead of scoring thousands of rows.
 */
function pageRowsSql(criteria: SearchCriteria, tokenTerms: readonly TokenTerms[], conditions: SQL[], where: SQL): SQL {
  const window = criteria.limit + criteria.offset;
  const relevance = tokenTerms.length ? relevanceSql(tokenTerms) : sql`0`;
  const distanceRank = criteria.origin ? distanceRankSql(criteria.origin) : sql`0`;
  const split = criteria.sort === 'relevance' ? splitAboveDishes(tokenTerms) : null;
  if (!split) {
    return sql`select ${PAGE_COLUMNS}, ${relevance} as relevance, ${distanceRank} as distance_rank
      from restaurants r ${where} order by ${ORDER_BY[criteria.sort]} limit ${window}`;
  }
  // Holding the word in a field implies holding it in search_words: the first part needs no text test.
  const filters = conditions.slice(tokenTerms.length);
  const fieldRows = [sql`r.id in ${split.fieldIds}`, ...filters];
  const dishRows = [sql`r.search_words && ${textArraySql(allTermsOf(tokenTerms[0]))}`, sql`r.id not in ${split.fieldIds}`, ...filters];
  return sql`(select ${PAGE_COLUMNS}, ${relevance} as relevance, 0 as distance_rank
      from restaurants r where ${sql.join(fieldRows, sql` and `)} order by ${ORDER_BY.relevance} limit ${window})
    union all
    (select ${PAGE_COLUMNS}, ${sql.raw(String(split.dishesWeight))} as relevance, 0 as distance_rank
      from restaurants r where ${sql.join(dishRows, sql` and `)} order by rating_average desc, id limit ${window})`;
}

export interface SearchHit {
  id: number;
  distanceKm: number | null;
}

/**
 * One page of matching restaurant ids in the asked order, and the number of matches. A row matches
 * when it holds one of each token's words (`&&` on the search_words GIN index); the words come
 * from findTokenTerms. The count is its own query, run alongside: a window count(*) over () made
 * PostgreSQL materialise every match before the top-N sort, which cost more than the search itself.
 */
export async function searchRestaurantIds(db: Queryable, criteria: SearchCriteria, tokenTerms: readonly TokenTerms[]): Promise<{ hits: SearchHit[]; total: number }> {
  // The words go in as a sub-select: the planner then keeps to the GIN index even for a word most
  // rows hold, where it would otherwise evaluate `&&` on every row's words (several times slower).
  const textConditions = tokenTerms.map((terms) => sql`r.search_words && (select ${textArraySql(allTermsOf(terms))})`);
  const distance = criteria.origin ? distanceKmSql(criteria.origin) : null;
  const conditions = buildConditions(criteria, textConditions, distance);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const pageQuery = sql`
    select page.id, ${criteria.origin ? distanceKmSql(criteria.origin, sql`page`) : sql`null::float8`} as "distanceKm" from (
      ${pageRowsSql(criteria, tokenTerms, conditions, where)}
    ) as page
    order by ${ORDER_BY[criteria.sort]}
    limit ${criteria.limit} offset ${criteria.offset}`;
  const countQuery = sql`select count(*)::int as total from restaurants r ${where}`;
  const [hits, counted] = await Promise.all([db.execute(pageQuery), db.execute(countQuery)]);
  return { hits: rowsOf<SearchHit>(hits), total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}
