import { TIER_WEIGHT } from './search-relevance';
import { MAX_TOKENS } from './search-tokens';
import { deletesOf, lookupKeysOf, MATCH_KINDS, termsByMatchKind, type MatchKind, type TokenTerms } from './term-match';

/** The words of one restaurant by field, as the database splits them (tablee_search_words). */
export interface RestaurantWords {
  id: number;
  ratingAverage: number;
  name: string[];
  /** district and city */
  place: string[];
  cuisine: string[];
  /** search_words: every field and the dishes; a restaurant matches a word only through these. */
  all: string[];
}

/** The highest relevance: every typed word exact in the name. */
const MAX_SCORE = MAX_TOKENS * TIER_WEIGHT.exact.name;

const NAME = 8;
const PLACE = 4;
const CUISINE = 2;
const ALL = 1;

/**
 * A word's score for one restaurant, by how it matched and the fields holding it (a bit set of
 * the constants above): the best of TIER_WEIGHT over those fields, the dishes' weight standing for
 * the search words (which hold every field).
 */
const WEIGHT_BY_FIELDS = Object.fromEntries(
  MATCH_KINDS.map((kind) => {
    const weights = TIER_WEIGHT[kind];
    const table = new Uint8Array(16);
    for (let fields = 0; fields < 16; fields += 1) {
      table[fields] = fields & NAME ? weights.name : fields & PLACE ? weights.place : fields & CUISINE ? weights.cuisine : fields & ALL ? weights.dishes : 0;
    }
    return [kind, table];
  }),
) as Record<MatchKind, Uint8Array>;

interface Postings {
  /** restaurant positions (see RestaurantWordIndex.ids) */
  positions: Int32Array;
  fields: Uint8Array;
}

export interface RankedMatches {
  total: number;
  /** restaurant ids of the asked window, best first */
  ids: number[];
}

/**
 * Every restaurant's words in memory: the vocabulary (the typed word's exact, prefix and one-typo
 * words, by the rule of term-match.ts) and, per word, the restaurants holding it and in which
 * fields. Restaurants are numbered by the tie-break order of relevance (rating, best first, then
 * id), so walking positions upwards within a score lists them in the order of the search.
 */
export class RestaurantWordIndex {
  private scratch?: { matched: Uint8Array; total: Uint16Array; best: Uint8Array; held: Uint8Array };

  private constructor(
    /** restaurant ids by position */
    private readonly ids: Int32Array,
    private readonly ratings: Float64Array,
    private readonly postings: ReadonlyMap<string, Postings>,
    private readonly sortedTerms: readonly string[],
    private readonly termsByDelete: ReadonlyMap<string, readonly string[]>,
  ) {}

  static build(restaurants: readonly RestaurantWords[]): RestaurantWordIndex {
    const ordered = [...restaurants].sort((a, b) => b.ratingAverage - a.ratingAverage || a.id - b.id);
    const building = new Map<string, { positions: number[]; fields: number[] }>();
    ordered.forEach((restaurant, position) => {
      const fieldsOf = new Map<string, number>();
      const mark = (words: string[], bit: number) => {
        for (const word of words) if (word.length >= 2) fieldsOf.set(word, (fieldsOf.get(word) ?? 0) | bit);
      };
      mark(restaurant.name, NAME);
      mark(restaurant.place, PLACE);
      mark(restaurant.cuisine, CUISINE);
      mark(restaurant.all, ALL);
      for (const [word, fields] of fieldsOf) {
        let list = building.get(word);
        if (!list) building.set(word, (list = { positions: [], fields: [] }));
        list.positions.push(position);
        list.fields.push(fields);
      }
    });
    const postings = new Map<string, Postings>();
    for (const [word, list] of building) postings.set(word, { positions: Int32Array.from(list.positions), fields: Uint8Array.from(list.fields) });
    const sortedTerms = [...building.keys()].sort();
    const termsByDelete = new Map<string, string[]>();
    for (const term of sortedTerms) {
      for (const variant of deletesOf(term)) {
        const terms = termsByDelete.get(variant);
        if (terms) terms.push(term);
        else termsByDelete.set(variant, [term]);
      }
    }
    return new RestaurantWordIndex(
      Int32Array.from(ordered, (restaurant) => restaurant.id),
      Float64Array.from(ordered, (restaurant) => restaurant.ratingAverage),
      postings,
      sortedTerms,
      termsByDelete,
    );
  }

  /** The same words with new ratings (after reviews): only the positions move. */
  withRatings(ratings: ReadonlyMap<number, number>): RestaurantWordIndex {
    const size = this.ids.length;
    const newRatings = Float64Array.from(this.ids, (id, position) => ratings.get(id) ?? this.ratings[position]);
    const order = Array.from({ length: size }, (_, position) => position).sort((a, b) => newRatings[b] - newRatings[a] || this.ids[a] - this.ids[b]);
    const newPositionOf = new Int32Array(size);
    order.forEach((oldPosition, newPosition) => {
      newPositionOf[oldPosition] = newPosition;
    });
    const postings = new Map<string, Postings>();
    for (const [word, { positions, fields }] of this.postings) postings.set(word, { positions: positions.map((position) => newPositionOf[position]), fields });
    return new RestaurantWordIndex(
      Int32Array.from(order, (position) => this.ids[position]),
      Float64Array.from(order, (position) => newRatings[position]),
      postings,
      this.sortedTerms,
      this.termsByDelete,
    );
  }

  /** The vocabulary words a token stands for, by how they matched (what findTokenTerms answers from search_terms). */
  termsOf(token: string): TokenTerms {
    const { words, prefixes, variants } = lookupKeysOf(token);
    const candidates = new Set<string>();
    for (const word of words) if (this.postings.has(word)) candidates.add(word);
    for (const prefix of prefixes) {
      for (let i = lowerBound(this.sortedTerms, prefix); i < this.sortedTerms.length && this.sortedTerms[i].startsWith(prefix); i += 1) candidates.add(this.sortedTerms[i]);
    }
    for (const variant of variants) for (const term of this.termsByDelete.get(variant) ?? []) candidates.add(term);
    return termsByMatchKind(token, candidates);
  }

  /**
   * The restaurants holding one of each token's words, with their relevance (search-relevance.ts:
   * each token's best match, summed); empty when none does.
   */
  scores(tokenTerms: readonly TokenTerms[]): Map<number, number> {
    const { matched, total } = this.score(tokenTerms);
    const scores = new Map<number, number>();
    if (!matched) return scores;
    for (let position = 0; position < this.ids.length; position += 1) if (matched[position] === tokenTerms.length) scores.set(this.ids[position], total[position]);
    return scores;
  }

  /** The window [offset, offset + limit) of the matches in relevance order (ties: rating, then id), and how many match. */
  rank(tokenTerms: readonly TokenTerms[], offset: number, limit: number): RankedMatches {
    const { matched, total } = this.score(tokenTerms);
    if (!matched) return { total: 0, ids: [] };
    const size = this.ids.length;
    const tokens = tokenTerms.length;
    // Two passes, no sort: how many matches have each score, then each match's rank is the
    // number of better scores plus the matches of its score met so far (positions are in tie order).
    const perScore = new Int32Array(MAX_SCORE + 1);
    let count = 0;
    for (let position = 0; position < size; position += 1) {
      if (matched[position] !== tokens) continue;
      count += 1;
      perScore[total[position]] += 1;
    }
    const end = Math.min(count, offset + limit);
    if (offset >= end) return { total: count, ids: [] };
    const firstRank = new Int32Array(MAX_SCORE + 1);
    for (let score = MAX_SCORE - 1, before = perScore[MAX_SCORE]; score >= 0; score -= 1) {
      firstRank[score] = before;
      before += perScore[score];
    }
    const ids = new Array<number>(end - offset);
    for (let position = 0, found = 0; position < size && found < ids.length; position += 1) {
      if (matched[position] !== tokens) continue;
      const rank = firstRank[total[position]]++;
      if (rank >= offset && rank < end) {
        ids[rank - offset] = this.ids[position];
        found += 1;
      }
    }
    return { total: count, ids };
  }

  /** Per restaurant position: how many tokens it matched, and the sum of their best scores. */
  private score(tokenTerms: readonly TokenTerms[]): { matched: Uint8Array | null; total: Uint16Array } {
    const size = this.ids.length;
    // Reused between searches (scoring is synchronous): no garbage per search.
    this.scratch ??= { matched: new Uint8Array(size), total: new Uint16Array(size), best: new Uint8Array(size), held: new Uint8Array(size) };
    const { matched, total, best, held } = this.scratch;
    matched.fill(0);
    total.fill(0);
    for (const terms of tokenTerms) {
      best.fill(0);
      held.fill(0);
      for (const kind of MATCH_KINDS) {
        const weights = WEIGHT_BY_FIELDS[kind];
        for (const term of terms[kind]) {
          const postings = this.postings.get(term);
          if (!postings) continue;
          const { positions, fields } = postings;
          for (let i = 0; i < positions.length; i += 1) {
            const weight = weights[fields[i]];
            if (weight > best[positions[i]]) best[positions[i]] = weight;
            held[positions[i]] |= fields[i] & ALL;
          }
        }
      }
      let any = false;
      for (let position = 0; position < size; position += 1) {
        // Matching needs the word in the search words; the score then takes the best field.
        if (!held[position]) continue;
        any = true;
        matched[position] += 1;
        total[position] += best[position];
      }
      if (!any) return { matched: null, total };
    }
    return { matched, total };
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
