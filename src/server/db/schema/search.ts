import { index, pgTable, text } from 'drizzle-orm/pg-core';
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
