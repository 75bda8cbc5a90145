import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pickContentLocale } from '@/contracts/locale-contract';
import type { TDishList } from '@/contracts/dish-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { dishesKeys, type TDishesFilter } from './dishes-keys';

export const DISHES_PAGE_SIZE = 12;

/** GET /dishes: a restaurant's, an event's, a category's or everyone's dishes, optionally matching text. */
export function getDishes(filter: TDishesFilter, locale: string, signal?: AbortSignal): Promise<TDishList> {
  return apiClient.get<TDishList>('/dishes', { query: { ...filter, lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function dishesQueryOptions(filter: TDishesFilter, locale: string) {
  return queryOptions({
    queryKey: dishesKeys.list(filter, locale),
    queryFn: ({ signal }) => getDishes(filter, locale, signal),
  });
}

/** Keeps the previous page on screen while a new search loads, so the grid never flashes empty. */
export function useDishes(filter: TDishesFilter, locale: string) {
  return useQuery({ ...dishesQueryOptions(filter, locale), placeholderData: keepPreviousData });
}

/** How many pages of a list the URL asks for ("load more" keeps the count in `pages`, so back and share restore it). */
export const MAX_LOADED_PAGES = 20;

const readPositiveInt = (value: string | string[] | undefined, max = 2_147_483_647): number | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const parsed = Number(raw);
  return parsed >= 1 && parsed <= max ? parsed : undefined;
};

/** The /products URL as a dishes filter: restaurantId, eventId, categoryId and q; unusable values are ignored. */
export function readDishesRoute(query: Partial<Record<string, string | string[]>>): { filter: Omit<TDishesFilter, 'page' | 'pageSize'>; pages: number } {
  const q = (Array.isArray(query.q) ? query.q[0] : query.q)?.trim().slice(0, 100);
  const filter: Omit<TDishesFilter, 'page' | 'pageSize'> = {};
  const restaurantId = readPositiveInt(query.restaurantId);
  const eventId = readPositiveInt(query.eventId);
  const categoryId = readPositiveInt(query.categoryId);
  if (restaurantId) filter.restaurantId = restaurantId;
  if (eventId) filter.eventId = eventId;
  if (categoryId) filter.categoryId = categoryId;
  if (q) filter.q = q;
  return { filter, pages: readPositiveInt(query.pages, MAX_LOADED_PAGES) ?? 1 };
}
