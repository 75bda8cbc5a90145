import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdvertList } from '@/contracts/advert-contract';
import { pickContentLocale } from '@/contracts/locale-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { advertKeys } from './advert-keys';

/** GET /adverts: the campaigns running now, in their display order. */
export function getAdverts(locale: string, signal?: AbortSignal): Promise<TAdvertList> {
  return apiClient.get<TAdvertList>('/adverts', { query: { lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function advertsQueryOptions(locale: string) {
  return queryOptions({ queryKey: advertKeys.active(locale), queryFn: ({ signal }) => getAdverts(locale, signal), staleTime: 5 * 60_000 });
}

export function useAdverts(locale: string) {
  return useQuery(advertsQueryOptions(locale));
}
