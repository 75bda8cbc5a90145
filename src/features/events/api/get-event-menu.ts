import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventMenuCard } from '@/contracts/event-contract';
import { pickContentLocale } from '@/contracts/locale-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { eventsKeys } from './events-keys';

/** GET /restaurants/menu/{eventId}: the event's menus, and its dishes with the stock set aside for it. */
export function getEventMenu(eventId: number, locale: string, signal?: AbortSignal): Promise<TEventMenuCard> {
  return apiClient.get<TEventMenuCard>(`/restaurants/menu/${eventId}`, { query: { lang: pickContentLocale(locale, undefined) }, signal, showError: false });
}

export function eventMenuQueryOptions(eventId: number, locale: string) {
  return queryOptions({ queryKey: eventsKeys.menu(eventId, locale), queryFn: ({ signal }) => getEventMenu(eventId, locale, signal) });
}

export function useEventMenu(eventId: number, locale: string) {
  return useQuery(eventMenuQueryOptions(eventId, locale));
}
