/** Every events query sits under the `events` prefix, so one invalidation reaches lists, details and menus. */
export const eventsKeys = {
  all: ['events'] as const,
  lists: () => [...eventsKeys.all, 'list'] as const,
  list: (query: TEventsQuery, locale: string) => [...eventsKeys.lists(), locale, query] as const,
  details: () => [...eventsKeys.all, 'detail'] as const,
  detail: (id: number, locale: string) => [...eventsKeys.details(), locale, id] as const,
  menus: () => [...eventsKeys.all, 'menu'] as const,
  menu: (eventId: number, locale: string) => [...eventsKeys.menus(), locale, eventId] as const,
};

/** GET /events filters (upcoming events, soonest first). */
export interface TEventsQuery {
  cityId?: number;
  restaurantId?: number;
  page?: number;
  pageSize?: number;
}
