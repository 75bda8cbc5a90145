/** GET /menus filters; setMenu=true lists the bundles (fixed-price set menus). */
export interface TMenusQuery {
  setMenu?: boolean;
  cityId?: number;
  restaurantId?: number;
  page?: number;
  pageSize?: number;
}

export const menusKeys = {
  all: ['menus'] as const,
  lists: () => [...menusKeys.all, 'list'] as const,
  list: (query: TMenusQuery, locale: string) => [...menusKeys.lists(), locale, query] as const,
};
