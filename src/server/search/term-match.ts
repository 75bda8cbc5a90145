import { spellingsOf } from './spelling-variants';

/**
 * The text-matching rule of every search (restaurants, dishes). A vocabulary word stands for a
 * typed token when it is the token (or one of its other spellings, spelling-variants.ts), when it
 * begins with it (a word still being typed), or — for a typed word of MIN_TYPO_WORD_LENGTH letters
 * or more — when one typo separates them: a letter missing, extra, swapped with its neighbour or
 * wrong. Two typos are not a match ("cocody" does not find "coco").
 */
export const MIN_TYPO_WORD_LENGTH = 4;

/** How a vocabulary word matched a token, best first: relevance ranks them in this order. */
export const MATCH_KINDS = ['exact', 'prefix', 'typo'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** The vocabulary words a token stands for, by how they matched. */
export type TokenTerms = Record<MatchKind, string[]>;

/** Every word of `terms` that matched, whatever the kind: what a row must contain one of. */
export const allTermsOf = (terms: TokenTerms): string[] => MATCH_KINDS.flatMap((kind) => terms[kind]);

/** The candidate vocabulary words that do stand for `token`, by how they matched, each list sorted. */
export function termsByMatchKind(token: string, candidates: Iterable<string>): TokenTerms {
  const terms: TokenTerms = { exact: [], prefix: [], typo: [] };
  for (const term of candidates) {
    const kind = matchKindOf(token, term);
    if (kind) terms[kind].push(term);
  }
  for (const kind of MATCH_KINDS) terms[kind].sort();
  return terms;
}

/** The best way `term` matches the typed `token`, or null when it does not. */
export function matchKindOf(token: string, term: string): MatchKind | null {
  let best: MatchKind | null = null;
  for (const spelling of spellingsOf(token)) {
    const kind = matchKindOfSpelling(spelling, term);
    if (kind && (best === null || MATCH_KINDS.indexOf(kind) < MATCH_KINDS.indexOf(best))) best = kind;
  }
  return best;
}

function matchKindOfSpelling(typed: string, term: string): MatchKind | null {
  if (term === typed) return 'exact';
  if (term.startsWith(typed)) return 'prefix';
  if (typed.length >= MIN_TYPO_WORD_LENGTH && isOneTypoApart(typed, term)) return 'typo';
  return null;
}

/** One letter missing, extra, wrong, or two neighbours swapped (Damerau–Levenshtein distance 1). */
export function isOneTypoApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i += 1;
  if (shorter.length !== longer.length) return shorter.slice(i) === longer.slice(i + 1);
  if (shorter.slice(i + 1) === longer.slice(i + 1)) return true;
  return shorter[i] === longer[i + 1] && shorter[i + 1] === longer[i] && shorter.slice(i + 2) === longer.slice(i + 2);
}

/** `word` with one letter removed, at each position: the keys of search_term_deletes. */
export function deletesOf(word: string): string[] {
  return [...new Set(Array.from(word, (_, i) => word.slice(0, i) + word.slice(i + 1)))];
}

/**
 * What to look up in the vocabulary for a token, over all its spellings: the words it may be
 * exactly or with a letter too many (`words`), the beginnings it may be (`prefixes`), and the keys
 * that find words with a letter more, a wrong or swapped letter (`variants`, in search_term_deletes).
 * Candidates are then sorted by matchKindOf.
 */
export function lookupKeysOf(token: string): { words: string[]; prefixes: string[]; variants: string[] } {
  const spellings = spellingsOf(token);
  const typoSpellings = spellings.filter((spelling) => spelling.length >= MIN_TYPO_WORD_LENGTH);
  return {
    words: [...spellings, ...typoSpellings.flatMap(deletesOf)],
    prefixes: spellings,
    variants: typoSpellings.flatMap((spelling) => [spelling, ...deletesOf(spelling)]),
  };
}
