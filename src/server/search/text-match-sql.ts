import { sql, type SQL } from 'drizzle-orm';

/** Below this trigram similarity a vocabulary word is not taken for the typed one ("poulet" ≠ "poulpe", 0.4). */
const MIN_SIMILARITY = 0.45;

/**
 * Fuzzy text match in two steps: each query token picks its look-alike words from the small
 * search_terms vocabulary (pg_trgm `%` on its GIN index, plus prefixes for words still being
 * typed), then rows must contain one of those exact words for every token (`&&` on the GIN
 * index over search_words). Relevance adds each token's best similarity among the row's words.
 */
export function buildTextMatch(tokens: string[], wordsColumn: SQL) {
  const ctes = tokens.map(
    (token, i) => sql`${sql.raw(`term_${i}`)} as (
      select term, greatest(similarity(term, ${token}), case when term like ${`${token}%`} then 0.5 else 0 end) as score
        from search_terms
       where (term % ${token} and similarity(term, ${token}) >= ${MIN_SIMILARITY}) or term like ${`${token}%`})`,
  );
  const conditions = tokens.map((_, i) => sql`${wordsColumn} && (select coalesce(array_agg(term), '{}') from ${sql.raw(`term_${i}`)})`);
  const relevance = sql.join(
    tokens.map((_, i) => sql`coalesce((select max(score) from ${sql.raw(`term_${i}`)} where term = any(${wordsColumn})), 0)`),
    sql` + `,
  );
  return { ctes, conditions, relevance };
}
