/** @jest-environment node */
import { ZRestaurantSearchQuery } from '@/contracts/search-contract';
import {
  clearFilters,
  countActiveFilters,
  EMPTY_SEARCH,
  listAvailableSorts,
  parseSearchParams,
  toSearchApiQuery,
  toSearchUrlQuery,
  updateSearch,
  type TSearchState,
} from '@/features/search/model/search-params';

const FULL: TSearchState = {
  q: 'attiéké',
  city: 1,
  category: 4,
  service: ['booking', 'delivery'],
  price: [1, 2],
  rating: 4,
  openNow: true,
  dietary: ['halal', 'vegetarian'],
  date: '2030-05-17',
  time: '20:30',
  party: 4,
  lat: 5.36,
  lng: -4.008,
  sort: 'distance',
  page: 3,
};

describe('search URL ↔ state (all search state lives in a shareable URL)', () => {
  it('round-trips every criterion through the URL unchanged', () => {
    expect(parseSearchParams(toSearchUrlQuery(FULL))).toEqual(FULL);
  });

  it('omits defaults so a plain search stays a short address', () => {
    expect(toSearchUrlQuery(EMPTY_SEARCH)).toEqual({});
    expect(toSearchUrlQuery({ ...EMPTY_SEARCH, q: 'thieb' })).toEqual({ q: 'thieb' });
    expect(toSearchUrlQuery({ ...EMPTY_SEARCH, page: 1, openNow: false })).toEqual({});
  });

  it('reads the header search and filter panel parameters (q, city, category)', () => {
    expect(parseSearchParams({ q: ' Abidjan ', city: '2', category: '7' })).toMatchObject({ q: 'Abidjan', city: 2, category: 7 });
  });

  it('drops invalid values instead of sending them to the API', () => {
    const state = parseSearchParams({
      city: 'abc', category: '-3', service: 'booking,teleport', price: '0,2,9,2', rating: '7', open: 'maybe',
      diet: 'halal,bacon', date: '2030-13-40', time: '25:00', party: '99', lat: '5.3', page: '0', sort: 'cheapest',
    });
    expect(state).toEqual({ ...EMPTY_SEARCH, service: ['booking'], price: [2], dietary: ['halal'] });
  });

  it('needs both coordinates for a position', () => {
    expect(parseSearchParams({ lat: '5.3', lng: '' })).toMatchObject({ lat: null, lng: null });
    expect(parseSearchParams({ lat: '5.3', lng: '-4' })).toMatchObject({ lat: 5.3, lng: -4 });
  });

  it('accepts repeated parameters as well as comma lists', () => {
    expect(parseSearchParams({ service: ['take_away', 'delivery'], price: ['3', '1'] })).toMatchObject({ service: ['take_away', 'delivery'], price: [1, 3] });
  });

  it('drops a relevance sort without text and a distance sort without a position (the API answers 400)', () => {
    expect(parseSearchParams({ sort: 'relevance' }).sort).toBeNull();
    expect(parseSearchParams({ sort: 'distance', q: 'pizza' }).sort).toBeNull();
    expect(parseSearchParams({ sort: 'relevance', q: 'pizza' }).sort).toBe('relevance');
    expect(listAvailableSorts({ q: '', lat: null })).toEqual(['rating', 'price', 'price_desc']);
    expect(listAvailableSorts({ q: 'x', lat: 1 })).toEqual(['relevance', 'rating', 'price', 'price_desc', 'distance']);
  });

  it('rounds a shared position to about 100 m in the URL', () => {
    expect(toSearchUrlQuery({ ...EMPTY_SEARCH, lat: 5.359952, lng: -4.008256 })).toEqual({ lat: '5.36', lng: '-4.008' });
  });
});

describe('search state → API query', () => {
  it('maps every filter to a query the search contract accepts', () => {
    const query = toSearchApiQuery(FULL);
    expect(query).toEqual({
      q: 'attiéké', cityId: '1', categoryId: '4', service: 'booking,delivery', priceLevel: '1,2', minRating: '4', openNow: 'true',
      dietary: 'halal,vegetarian', date: '2030-05-17', time: '20:30', party: '4', lat: '5.36', lng: '-4.008', sort: 'distance', page: '3', pageSize: '12',
    });
    expect(ZRestaurantSearchQuery.safeParse(query).success).toBe(true);
  });

  it('sends availability only when date, time and party are all given', () => {
    const query = toSearchApiQuery({ ...EMPTY_SEARCH, date: '2030-05-17', party: 2 });
    expect(query).not.toHaveProperty('date');
    expect(query).not.toHaveProperty('party');
    expect(ZRestaurantSearchQuery.safeParse(query).success).toBe(true);
  });

  it('gives equivalent URLs the same query (one cache entry)', () => {
    expect(toSearchApiQuery(parseSearchParams({ price: '2,1', page: '1' }))).toEqual(toSearchApiQuery(parseSearchParams({ price: ['1', '2'] })));
  });

  it('every parsed URL, however odd, yields a query the API accepts', () => {
    const urls = [{}, { sort: 'distance' }, { lat: '91', lng: '0' }, { q: 'x'.repeat(300) }, { date: '2030-01-01', time: '12:00' }, { rating: '0' }];
    for (const url of urls) expect(ZRestaurantSearchQuery.safeParse(toSearchApiQuery(parseSearchParams(url))).success).toBe(true);
  });
});

describe('changing the search', () => {
  it('goes back to page 1 when a criterion changes', () => {
    expect(updateSearch({ ...EMPTY_SEARCH, page: 4 }, { city: 2 })).toMatchObject({ city: 2, page: 1 });
  });

  it('drops the relevance sort when the text is cleared', () => {
    expect(updateSearch({ ...EMPTY_SEARCH, q: 'pizza', sort: 'relevance' }, { q: '' }).sort).toBeNull();
  });

  it('counts active filters, availability counting once and only when complete', () => {
    expect(countActiveFilters(EMPTY_SEARCH)).toBe(0);
    expect(countActiveFilters(FULL)).toBe(8);
    expect(countActiveFilters({ ...EMPTY_SEARCH, date: '2030-05-17' })).toBe(0);
  });

  it('clearing filters keeps the text and the position', () => {
    expect(clearFilters(FULL)).toEqual({ ...EMPTY_SEARCH, q: FULL.q, lat: FULL.lat, lng: FULL.lng, sort: 'distance' });
  });
});
