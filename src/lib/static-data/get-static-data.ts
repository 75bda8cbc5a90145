import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickContentLocale } from '@/contracts/locale-contract';
import type { TStaticData } from '@/contracts/static-data-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { staticDataKeys } from './static-data-keys';

/** Cities, food categories and the other reference lists change rarely: keep them for the visit. */
const STATIC_DATA_STALE_MS = 60 * 60 * 1000;

/** GET /staticData (SPEC §7); a query, so its error is shown inline, never toasted. */
export function getStaticData({ locale, signal }: { locale?: string; signal?: AbortSignal } = {}): Promise<TStaticData> {
  // The API holds fr/en content only; a right-to-left locale reads the French lists.
  return apiClient.get<TStaticData>('/staticData', { query: { lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function staticDataQueryOptions(locale: string) {
  return queryOptions({
    queryKey: staticDataKeys.byLocale(locale),
    queryFn: ({ signal }) => getStaticData({ locale, signal }),
    staleTime: STATIC_DATA_STALE_MS,
  });
}

export function useStaticData(locale: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staticDataQueryOptions(locale), enabled });
}
