import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchSlots } from '@/contracts/search-slots-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { searchKeys } from './search-keys';

export interface TSlotsRequest {
  ids: readonly number[];
  date: string;
  time: string;
  party: number;
}

/** GET /restaurants/slots: the free times of a whole page of results in one request. */
export function getSearchSlots(request: TSlotsRequest, signal?: AbortSignal): Promise<TSearchSlots> {
  const { ids, date, time, party } = request;
  return apiClient.get<TSearchSlots>('/restaurants/slots', { query: { ids: ids.join(','), date, time, party }, signal, showError: false });
}

export function searchSlotsQueryOptions(request: TSlotsRequest) {
  return queryOptions({
    queryKey: searchKeys.slots(request),
    queryFn: ({ signal }) => getSearchSlots(request, signal),
    // Tables fill up: the same freshness as the booking's own slots.
    staleTime: 15_000,
  });
}

/** Every card of a page asks with the same key, so the page makes one request. */
export const useSearchSlots = (request: TSlotsRequest) => useQuery(searchSlotsQueryOptions(request));
