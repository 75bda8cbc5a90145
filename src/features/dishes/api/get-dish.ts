import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickContentLocale } from '@/contracts/locale-contract';
import type { TDishDetail } from '@/contracts/dish-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { dishesKeys } from './dishes-keys';

/** Portions left today change as diners order: a dish is worth re-reading after a minute. */
const DISH_STALE_MS = 60_000;

/** GET /dishes/{id}: options, allergens, its restaurant and the portions left today. */
export function getDish(id: number, locale: string, signal?: AbortSignal): Promise<TDishDetail> {
  return apiClient.get<TDishDetail>(`/dishes/${id}`, { query: { lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function dishQueryOptions(id: number, locale: string) {
  return queryOptions({
    queryKey: dishesKeys.detail(id, locale),
    queryFn: ({ signal }) => getDish(id, locale, signal),
    staleTime: DISH_STALE_MS,
  });
}

export function useDish(id: number | null, locale: string) {
  return useQuery({ ...dishQueryOptions(id ?? 0, locale), enabled: id !== null });
}
