import { index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Every distinct word of restaurants' and dishes' search_words (filled by triggers). Fuzzy
 * matching runs against this few-hundred-row vocabulary, then the exact words found probe the
 * big tables' GIN indexes: far cheaper than word_similarity over each long search_text.
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * Every search_terms word of two letters or more with one letter removed (kept by a trigger on
 * search_terms). A typed word one typo away from a term — a letter missing, extra, swapped or
 * wrong — is found through it with index probes only (search/term-repository.ts).
 */
export const searchTermDeletes = pgTable(
  'search_term_deletes',
  { variant: text('variant').notNull(), term: text('term').notNull().references(() => searchTerms.term, { onDelete: 'cascade' }) },
  (t) => [primaryKey({ columns: [t.variant, t.term] })],
);

/**
 * One row: the transaction id of the last write to what the in-process restaurant word index
 * holds (search/word-index-cache.ts), kept by triggers on restaurants and cities. `words` moves
 * with the words (name, district, cuisine, search text, city), `ratings` with the ratings that
 * order matches. A transaction id is never reused, so an instance whose index carries another
 * value knows it is stale, whatever happened in between.
 */
export const searchIndexVersions = pgTable('search_index_versions', {
  id: smallint('id').primaryKey(),
  words: text('words').notNull(),
  ratings: text('ratings').notNull(),
});
