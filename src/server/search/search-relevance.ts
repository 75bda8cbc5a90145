import type { MatchKind } from './term-match';

/**
 * Search relevance, the score of each typed word's best match, summed over the words (so words may
 * match different fields: "pizza ouaga" finds Pizza Sahel by its name, then by its city).
 * - Where: the name above the district or city, above the cuisine, above the dishes.
 * - How: an exact word above a prefix (a word still being typed) within a field; a typo ranks below
 *   any exact or prefix match, wherever it is — "yassa" lists the restaurants serving yassa before
 *   "Chez Mama Ngo Bassa", one letter away.
 * Ties go to the better rating, then the smaller id. restaurant-word-index.ts applies it.
 */
export const TIER_WEIGHT = {
  exact: { name: 48, place: 24, cuisine: 12, dishes: 6 },
  prefix: { name: 40, place: 20, cuisine: 10, dishes: 5 },
  typo: { name: 4, place: 3, cuisine: 2, dishes: 1 },
} as const satisfies Record<MatchKind, Record<string, number>>;
