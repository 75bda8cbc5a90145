/** @jest-environment node */
import { readSetMenusRoute, SET_MENUS_PAGE_SIZE, toSetMenusPageQuery } from '@/features/menus/api/get-menus';

describe('/bundles address → GET /menus?setMenu=true query', () => {
  it('always asks for set menus only, filtered by the city in the URL', () => {
    const { query, pages } = readSetMenusRoute({ city: '5', pages: '2' });
    expect(pages).toBe(2);
    expect(toSetMenusPageQuery(query, 2)).toEqual({ cityId: 5, setMenu: true, page: 2, pageSize: SET_MENUS_PAGE_SIZE });
  });

  it('ignores values the API would refuse rather than failing the page', () => {
    expect(readSetMenusRoute({ city: 'abc', pages: '0' })).toEqual({ query: {}, pages: 1 });
    expect(readSetMenusRoute({ city: '-3', pages: '9999' })).toEqual({ query: {}, pages: 1 });
  });
});
