import { toSearchText } from '@/server/db/seed/search-text';

export const MAX_TOKENS = 6;

/** The query normalised like search_text (lower-case, accent-free) and split like search_words. */
export function toSearchTokens(query: string): string[] {
  const words = toSearchText(query).split(/[^a-z0-9]+/).filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, MAX_TOKENS);
}
