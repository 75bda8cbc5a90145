import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@/contracts/event-contract';
import { pickContentLocale } from '@/contracts/locale-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { eventsKeys } from './events-keys';

/** GET /manager/events/{id}: the event with its dishes (each with its dish) and menus (SPEC §3, §7). */
export function getEvent(id: number, locale: string, signal?: AbortSignal): Promise<TEvent> {
  return apiClient.get<TEvent>(`/manager/events/${id}`, { query: { lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function eventQueryOptions(id: number, locale: string) {
  return queryOptions({ queryKey: eventsKeys.detail(id, locale), queryFn: ({ signal }) => getEvent(id, locale, signal) });
}

export function useEvent(id: number, locale: string) {
  return useQuery(eventQueryOptions(id, locale));
}
