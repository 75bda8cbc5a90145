import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickContentLocale } from '@/contracts/locale-contract';
import type { TMenuList } from '@/contracts/menu-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { menusKeys, type TMenusQuery } from './menus-keys';

/** /bundles reads eight set menus at a time (two rows of four on a desktop). */
export const SET_MENUS_PAGE_SIZE = 8;
const MAX_LOADED_PAGES = 20;

export type TSetMenusRouteQuery = Pick<TMenusQuery, 'cityId'>;

/** GET /menus: menus with their dishes. */
export function getMenus(query: TMenusQuery, locale: string, signal?: AbortSignal): Promise<TMenuList> {
  return apiClient.get<TMenuList>('/menus', { query: { ...query, lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function menusQueryOptions(query: TMenusQuery, locale: string) {
  return queryOptions({ queryKey: menusKeys.list(query, locale), queryFn: ({ signal }) => getMenus(query, locale, signal) });
}

export function useMenus(query: TMenusQuery, locale: string) {
  return useQuery(menusQueryOptions(query, locale));
}

const readPositiveInt = (value: string | string[] | undefined, max: number): number | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const parsed = Number(raw);
  return parsed >= 1 && parsed <= max ? parsed : undefined;
};

/** The /bundles URL (`city`, and `pages` loaded by "load more"); bad values are ignored. */
export function readSetMenusRoute(query: Partial<Record<string, string | string[]>>): { query: TSetMenusRouteQuery; pages: number } {
  const cityId = readPositiveInt(query.city, 2_147_483_647);
  return { query: cityId ? { cityId } : {}, pages: readPositiveInt(query.pages, MAX_LOADED_PAGES) ?? 1 };
}

/** Page `page` of the bundles: the query (and cache key) the server prefetches and the client reads. */
export const toSetMenusPageQuery = (query: TSetMenusRouteQuery, page: number): TMenusQuery => ({ ...query, setMenu: true, page, pageSize: SET_MENUS_PAGE_SIZE });
