import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from './raw-rows';
import type { RestaurantWords } from './restaurant-word-index';

/** What the restaurant word index was built from: search_index_versions' values (triggers move them on every write). */
export interface WordIndexVersion {
  words: string;
  ratings: string;
}

/** The current version; an absent row (never written) reads as empty values. */
export const wordIndexVersionSql = sql`(select json_build_object('words', v.words, 'ratings', v.ratings)
  from (select words, ratings from search_index_versions where id = 1 union all select '', '' limit 1) v)`;

const words = (joined: string) => (joined ? joined.split(' ') : []);

/** The rows of a statement whose last part is one row carrying the version (`union all` keeps no order: found by its column). */
function splitVersion<T extends { version: WordIndexVersion | null }>(rows: T[]): { version: WordIndexVersion; rows: T[] } {
  const version = rows.find((row) => row.version)?.version ?? { words: '', ratings: '' };
  return { version, rows: rows.filter((row) => !row.version) };
}

/**
 * Every restaurant's words by field and its rating, with the version they are at, in one statement
 * (one snapshot). Arrays come joined by spaces (words hold only a-z and 0-9): splitting a string is
 * far cheaper than parsing a text[] of the search words of every dish.
 */
export async function loadRestaurantWords(db: Queryable): Promise<{ version: WordIndexVersion; restaurants: RestaurantWords[] }> {
  const rows = rowsOf<{ id: number; rating: number; name: string; place: string; cuisine: string; all: string; version: WordIndexVersion | null }>(
    await db.execute(sql`
      select r.id, r.rating_average::float8 as rating,
             array_to_string(r.name_words, ' ') as name,
             array_to_string(r.district_words || c.words, ' ') as place,
             array_to_string(r.cuisine_words, ' ') as cuisine,
             array_to_string(r.search_words, ' ') as all,
             null as version
        from restaurants r join (select id, tablee_search_words(name) as words from cities) c on c.id = r.city_id
      union all
      select null, null, null, null, null, null, ${wordIndexVersionSql}`),
  );
  const { version, rows: restaurants } = splitVersion(rows);
  return {
    version,
    restaurants: restaurants.map((row) => ({ id: row.id, ratingAverage: row.rating, name: words(row.name), place: words(row.place), cuisine: words(row.cuisine), all: words(row.all) })),
  };
}

/** Every restaurant's rating, with the version: enough to re-order the index after reviews. */
export async function loadRestaurantRatings(db: Queryable): Promise<{ version: WordIndexVersion; ratings: Map<number, number> }> {
  const rows = rowsOf<{ id: number | null; rating: number | null; version: WordIndexVersion | null }>(
    await db.execute(sql`select id, rating_average::float8 as rating, null as version from restaurants
      union all select null, null, ${wordIndexVersionSql}`),
  );
  const { version, rows: restaurants } = splitVersion(rows);
  return {
    version,
    ratings: new Map(restaurants.map((row) => [row.id!, row.rating!])),
  };
}
