import { sql, type SQL } from 'drizzle-orm';
import { MATCH_KINDS, type MatchKind, type TokenTerms } from './term-match';
import { textArraySql } from './term-repository';

/**
 * Search relevance, the score of each typed word's best match, summed over the words (so words may
 * match different fields: "pizza ouaga" finds Pizza Sahel by its name, then by its city).
 * - Where: the name above the district or city, above the cuisine, above the dishes.
 * - How: an exact word above a prefix (a word still being typed) within a field; a typo ranks below
 *   any exact or prefix match, wherever it is — "yassa" lists the restaurants serving yassa before
 *   "Chez Mama Ngo Bassa", one letter away.
 */
export const TIER_WEIGHT = {
  exact: { name: 48, place: 24, cuisine: 12, dishes: 6 },
  prefix: { name: 40, place: 20, cuisine: 10, dishes: 5 },
  typo: { name: 4, place: 3, cuisine: 2, dishes: 1 },
} as const satisfies Record<MatchKind, Record<string, number>>;

type Field = keyof (typeof TIER_WEIGHT)['exact'];

/**
 * Whether the restaurant row `r` holds one of `words` in a field. Each test is an id set found once
 * per query through a GIN index (a hashed subplan): evaluating the arrays of every matching row
 * instead cost more than the whole rest of the search on broad words like "poulet".
 */
const FIELD_HOLDS: Record<Field, (words: SQL) => SQL> = {
  name: (words) => sql`r.id in (select id from restaurants where name_words && ${words})`,
  place: (words) => sql`(r.id in (select id from restaurants where district_words && ${words})
    or r.city_id in (select c.id from cities c where tablee_search_words(c.name) && ${words}))`,
  cuisine: (words) => sql`r.id in (select id from restaurants where cuisine_words && ${words})`,
  dishes: (words) => sql`r.id in (select id from restaurants where search_words && ${words})`,
};

const FIELDS = Object.keys(TIER_WEIGHT.exact) as Field[];

/**
 * One word's score: the first (highest) tier whose words the row holds. The lowest tier needs no
 * test: a matching row holds one of the word's terms somewhere (search_words holds every field).
 */
function tokenScoreSql(terms: TokenTerms): SQL {
  const tiers = MATCH_KINDS.filter((kind) => terms[kind].length)
    .flatMap((kind) => FIELDS.map((field) => ({ kind, field, weight: TIER_WEIGHT[kind][field] })))
    .sort((a, b) => b.weight - a.weight);
  const lowest = tiers.pop();
  if (!lowest) return sql`0`;
  const arrays = new Map(MATCH_KINDS.map((kind) => [kind, sql`(select ${textArraySql(terms[kind])})`]));
  const branches = tiers.map(({ kind, field, weight }) => sql`when ${FIELD_HOLDS[field](arrays.get(kind)!)} then ${sql.raw(String(weight))}`);
  return sql`(case ${sql.join(branches, sql` `)} else ${sql.raw(String(lowest.weight))} end)`;
}

export function relevanceSql(tokenTerms: readonly TokenTerms[]): SQL {
  return sql`(${sql.join(tokenTerms.map(tokenScoreSql), sql` + `)})`;
}

/**
 * For a single typed word whose vocabulary words all matched the same way (the common case:
 * "poulet", "garba"), every restaurant holding it in its name, place or cuisine outranks every
 * restaurant holding it only in its dishes, and the latter all score alike. The search can then
 * take the best of the former and only the best-rated of the latter, instead of scoring every
 * match (search-repository.ts). Answers the ids of the former (a small set, found through the
 * field GIN indexes) and the score of the latter, or null when this does not apply.
 */
export function splitAboveDishes(tokenTerms: readonly TokenTerms[]): { fieldIds: SQL; dishesWeight: number } | null {
  if (tokenTerms.length !== 1) return null;
  const kinds = MATCH_KINDS.filter((kind) => tokenTerms[0][kind].length);
  if (kinds.length !== 1) return null;
  const words = textArraySql(tokenTerms[0][kinds[0]]);
  return {
    fieldIds: sql`(select id from restaurants where name_words && ${words} or district_words && ${words} or cuisine_words && ${words}
      union all select r2.id from restaurants r2 join cities c on c.id = r2.city_id where tablee_search_words(c.name) && ${words})`,
    dishesWeight: TIER_WEIGHT[kinds[0]].dishes,
  };
}
