/** The search page's whole state lives in its URL (shareable, back button restores it); no React here. */

export const SEARCH_SERVICES = ['booking', 'take_away', 'delivery'] as const;
export const SEARCH_SORTS = ['relevance', 'rating', 'price', 'price_desc', 'distance'] as const;
export const DIETARY_TAGS = ['halal', 'vegetarian', 'vegan-options', 'gluten-free-options'] as const;
export const PRICE_LEVELS = [1, 2, 3, 4] as const;
export const MIN_RATINGS = [3, 3.5, 4, 4.5] as const;
export const SEARCH_PAGE_SIZE = 12;

export type TSearchService = (typeof SEARCH_SERVICES)[number];
export type TSearchSort = (typeof SEARCH_SORTS)[number];
export type TDietaryTag = (typeof DIETARY_TAGS)[number];

export interface TSearchState {
  q: string;
  city: number | null;
  category: number | null;
  service: TSearchService[];
  price: number[];
  rating: number | null;
  openNow: boolean;
  dietary: TDietaryTag[];
  date: string | null;
  time: string | null;
  party: number | null;
  lat: number | null;
  lng: number | null;
  /** null = the API's default: relevance with q, else rating. */
  sort: TSearchSort | null;
  page: number;
}

export type TUrlQuery = Record<string, string | string[] | undefined>;

export const EMPTY_SEARCH: TSearchState = {
  q: '', city: null, category: null, service: [], price: [], rating: null, openNow: false, dietary: [],
  date: null, time: null, party: null, lat: null, lng: null, sort: null, page: 1,
};

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
const listOf = (value: string | string[] | undefined) => [value ?? []].flat().flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean);
const unique = <T>(values: T[]) => [...new Set(values)];
const isOneOf = <T extends string | number>(allowed: readonly T[]) => (value: unknown): value is T => allowed.includes(value as T);

function readInteger(raw: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function readNumber(raw: string, min: number, max: number): number | null {
  if (raw === '' || !Number.isFinite(Number(raw))) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function readPosition(query: TUrlQuery) {
  const lat = readNumber(firstOf(query.lat), -90, 90);
  const lng = readNumber(firstOf(query.lng), -180, 180);
  return lat === null || lng === null ? { lat: null, lng: null } : { lat, lng };
}

/** A sort the API would refuse (relevance without text, distance without a position) is dropped. */
export function pickValidSort(sort: string, state: Pick<TSearchState, 'q' | 'lat'>): TSearchSort | null {
  if (!isOneOf(SEARCH_SORTS)(sort)) return null;
  if (sort === 'relevance' && !state.q) return null;
  if (sort === 'distance' && state.lat === null) return null;
  return sort;
}

/** Sorts the API accepts for this search: relevance needs text, distance a shared position. */
export function listAvailableSorts(state: Pick<TSearchState, 'q' | 'lat'>): TSearchSort[] {
  return SEARCH_SORTS.filter((sort) => pickValidSort(sort, state) !== null);
}

/** URL → state: anything invalid is dropped rather than sent to the API (which would answer 400). */
export function parseSearchParams(query: TUrlQuery): TSearchState {
  const q = firstOf(query.q).slice(0, 100);
  const position = readPosition(query);
  const rawDate = firstOf(query.date);
  const rawTime = firstOf(query.time);
  const rating = readNumber(firstOf(query.rating), 0, 5);
  return {
    q,
    city: readInteger(firstOf(query.city), 1, 1e9),
    category: readInteger(firstOf(query.category), 1, 1e9),
    service: unique(listOf(query.service).filter(isOneOf(SEARCH_SERVICES))),
    price: unique(listOf(query.price).map(Number).filter(isOneOf(PRICE_LEVELS))).sort((a, b) => a - b),
    rating: rating !== null && rating > 0 ? rating : null,
    openNow: firstOf(query.open) === '1' || firstOf(query.open) === 'true',
    dietary: unique(listOf(query.diet).filter(isOneOf(DIETARY_TAGS))),
    date: DATE_PATTERN.test(rawDate) ? rawDate : null,
    time: TIME_PATTERN.test(rawTime) ? rawTime : null,
    party: readInteger(firstOf(query.party), 1, 50),
    ...position,
    sort: pickValidSort(firstOf(query.sort), { q, lat: position.lat }),
    page: readInteger(firstOf(query.page), 1, 10_000) ?? 1,
  };
}

/** Positions are rounded to ~100 m in the URL: enough to sort by distance, not enough to locate a home. */
const roundCoordinate = (value: number) => String(Math.round(value * 1000) / 1000);

/** State → URL query; defaults are omitted so addresses stay short (`/restaurant?q=thieb`). */
export function toSearchUrlQuery(state: TSearchState): Record<string, string> {
  const entries: Array<[string, string | null]> = [
    ['q', state.q || null],
    ['city', state.city === null ? null : String(state.city)],
    ['category', state.category === null ? null : String(state.category)],
    ['service', state.service.join(',') || null],
    ['price', state.price.join(',') || null],
    ['rating', state.rating === null ? null : String(state.rating)],
    ['open', state.openNow ? '1' : null],
    ['diet', state.dietary.join(',') || null],
    ['date', state.date],
    ['time', state.time],
    ['party', state.party === null ? null : String(state.party)],
    ['lat', state.lat === null ? null : roundCoordinate(state.lat)],
    ['lng', state.lng === null ? null : roundCoordinate(state.lng)],
    ['sort', pickValidSort(state.sort ?? '', state)],
    ['page', state.page > 1 ? String(state.page) : null],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Date, time and party filter only together (the API refuses a partial availability). */
export const hasAvailability = (state: TSearchState) => state.date !== null && state.time !== null && state.party !== null;

/** State → GET /restaurants/search query, in a stable key order so it doubles as the query key. */
export function toSearchApiQuery(state: TSearchState, pageSize = SEARCH_PAGE_SIZE): Record<string, string> {
  const url = toSearchUrlQuery(state);
  const availability = hasAvailability(state) ? { date: url.date, time: url.time, party: url.party } : {};
  const entries: Array<[string, string | undefined]> = [
    ['q', url.q],
    ['cityId', url.city],
    ['categoryId', url.category],
    ['service', url.service],
    ['priceLevel', url.price],
    ['minRating', url.rating],
    ['openNow', state.openNow ? 'true' : undefined],
    ['dietary', url.diet],
    ['date', availability.date],
    ['time', availability.time],
    ['party', availability.party],
    ['lat', url.lat],
    ['lng', url.lng],
    ['sort', url.sort],
    ['page', String(state.page)],
    ['pageSize', String(pageSize)],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Filters the diner set in the panel (text, sort and page are not filters). */
export function countActiveFilters(state: TSearchState): number {
  return [
    state.city !== null,
    state.category !== null,
    state.service.length > 0,
    state.price.length > 0,
    state.rating !== null,
    state.openNow,
    state.dietary.length > 0,
    hasAvailability(state),
  ].filter(Boolean).length;
}

/** Any change of criteria starts again from the first page. */
export function updateSearch(state: TSearchState, change: Partial<TSearchState>): TSearchState {
  const next = { ...state, page: 1, ...change };
  return { ...next, sort: pickValidSort(next.sort ?? '', next) };
}

/** Keeps the text and position, clears every filter. */
export function clearFilters(state: TSearchState): TSearchState {
  return { ...EMPTY_SEARCH, q: state.q, lat: state.lat, lng: state.lng, sort: state.sort };
}
