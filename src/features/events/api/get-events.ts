import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventList } from '@/contracts/event-contract';
import { pickContentLocale } from '@/contracts/locale-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { eventsKeys, type TEventsQuery } from './events-keys';

/** The home page's strip of what is coming up. */
export const UPCOMING_EVENTS_QUERY: TEventsQuery = { pageSize: 6 };

/** GET /events: events not over yet, soonest first. */
export function getEvents(query: TEventsQuery, locale: string, signal?: AbortSignal): Promise<TEventList> {
  return apiClient.get<TEventList>('/events', { query: { ...query, lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function eventsQueryOptions(query: TEventsQuery, locale: string) {
  return queryOptions({ queryKey: eventsKeys.list(query, locale), queryFn: ({ signal }) => getEvents(query, locale, signal) });
}

export function useEvents(query: TEventsQuery, locale: string) {
  return useQuery(eventsQueryOptions(query, locale));
}
