export const restaurantKeys = {
  all: ['restaurants'] as const,
  lists: () => [...restaurantKeys.all, 'list'] as const,
  list: (filter: object, locale: string) => [...restaurantKeys.lists(), locale, filter] as const,
  details: () => [...restaurantKeys.all, 'detail'] as const,
  /** GET /restaurants/data/{id}: the restaurant page (with eventId: that event's menus). */
  detail: (id: number, locale: string, eventId: number | null = null) => [...restaurantKeys.details(), id, locale, eventId] as const,
};
