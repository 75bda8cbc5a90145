import { eventsKeys } from './events-keys';

/** One event and its menu card, under the events prefix so an events invalidation reaches them. */
export const eventDetailKeys = {
  details: () => [...eventsKeys.all, 'detail'] as const,
  detail: (id: number, locale: string) => [...eventDetailKeys.details(), locale, id] as const,
  menus: () => [...eventsKeys.all, 'menu'] as const,
  menu: (eventId: number, locale: string) => [...eventDetailKeys.menus(), locale, eventId] as const,
};
