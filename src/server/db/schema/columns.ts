import { sql } from 'drizzle-orm';
import { customType, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Money is an integer in the currency's minor unit plus its ISO 4217 code (XOF/XAF have none). */
export const money = (prefix: string) => ({
  amount: integer(`${prefix}_amount`).notNull(),
  currency: varchar(`${prefix}_currency`, { length: 3 }).notNull(),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A set of integer ranges, read as PostgreSQL's text form ("{[0,30),[660,1470)}"). */
export const int4multirange = customType<{ data: string; driverData: string }>({ dataType: () => 'int4multirange' });

/** The words of a search_text column, split the way the search query is (see server/search/search-tokens.ts). */
export const searchWordsOf = (column: string) => sql.raw(`regexp_split_to_array(${column}, '[^a-z0-9]+')`);

/**
 * The words of a plain text column, folded and split in SQL by tablee_search_words (migration
 * 0011) the way toSearchText and toSearchTokens do it in TypeScript: lower-case, accents removed.
 */
export const fieldWordsOf = (column: string) => sql.raw(`tablee_search_words(${column})`);
