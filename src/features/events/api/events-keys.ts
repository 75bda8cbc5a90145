export const eventsKeys = {
  all: ['events'] as const,
  lists: () => [...eventsKeys.all, 'list'] as const,
  list: (query: TEventsQuery, locale: string) => [...eventsKeys.lists(), locale, query] as const,
};

/** GET /events filters (upcoming events, soonest first). */
export interface TEventsQuery {
  cityId?: number;
  restaurantId?: number;
  page?: number;
  pageSize?: number;
}
