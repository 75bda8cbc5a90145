import { sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@/server/db/schema';

/** Below this trigram similarity a vocabulary word is not taken for the typed one ("poulet" ≠ "poulpe", 0.4). */
export const MIN_TERM_SIMILARITY = 0.45;

/**
 * The fuzzy-match rule of every text search (restaurants, dishes): a search_terms word stands for a
 * typed token when it is similar enough (pg_trgm `%` on its GIN index, then MIN_TERM_SIMILARITY) or
 * starts with it (a word still being typed).
 */
export const termMatchesSql = (token: string): SQL =>
  sql`((${searchTerms.term} % ${token} and similarity(${searchTerms.term}, ${token}) >= ${MIN_TERM_SIMILARITY}) or ${searchTerms.term} like ${`${token}%`})`;

/** The vocabulary words a token stands for, as a text[] to probe a search_words GIN index with `&&`. */
export const matchingTermsSql = (token: string): SQL => sql`(select coalesce(array_agg(term), '{}') from search_terms where ${termMatchesSql(token)})`;

/**
 * Fuzzy text match in two steps: each query token picks its look-alike words from the small
 * search_terms vocabulary (termMatchesSql), then rows must contain one of those exact words for
 * every token (`&&` on the GIN index over search_words). Relevance adds each token's best
 * similarity among the row's words.
 */
export function buildTextMatch(tokens: string[], wordsColumn: SQL) {
  const ctes = tokens.map(
    (token, i) => sql`${sql.raw(`term_${i}`)} as (
      select term, greatest(similarity(term, ${token}), case when term like ${`${token}%`} then 0.5 else 0 end) as score
        from search_terms
       where ${termMatchesSql(token)})`,
  );
  const conditions = tokens.map((_, i) => sql`${wordsColumn} && (select coalesce(array_agg(term), '{}') from ${sql.raw(`term_${i}`)})`);
  const relevance = sql.join(
    tokens.map((_, i) => sql`coalesce((select max(score) from ${sql.raw(`term_${i}`)} where term = any(${wordsColumn})), 0)`),
    sql` + `,
  );
  return { ctes, conditions, relevance };
}
