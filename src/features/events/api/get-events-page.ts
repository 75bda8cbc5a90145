import type { TEventsQuery } from './events-keys';

/** The /event list reads nine events at a time (three rows of three on a desktop). */
export const EVENTS_PAGE_SIZE = 9;
const MAX_LOADED_PAGES = 20;

export type TEventsRouteQuery = Omit<TEventsQuery, 'page' | 'pageSize'>;

const readPositiveInt = (value: string | string[] | undefined, max: number): number | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const parsed = Number(raw);
  return parsed >= 1 && parsed <= max ? parsed : undefined;
};

/** The /event URL (`city`, and `pages` loaded by "load more") as a GET /events query; bad values are ignored. */
export function readEventsRoute(query: Partial<Record<string, string | string[]>>): { query: TEventsRouteQuery; pages: number } {
  const cityId = readPositiveInt(query.city, 2_147_483_647);
  return { query: cityId ? { cityId } : {}, pages: readPositiveInt(query.pages, MAX_LOADED_PAGES) ?? 1 };
}

/** Page `page` of the list: the exact query (and so the cache key) the server prefetches and the client reads. */
export const toEventsPageQuery = (query: TEventsRouteQuery, page: number): TEventsQuery => ({ ...query, page, pageSize: EVENTS_PAGE_SIZE });
