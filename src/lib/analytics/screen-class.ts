import type { ScreenClass } from './analytics-adapter';

type QueryValue = string | string[] | undefined;

/** SPEC §2: a `shop` query parameter means a restaurant is on screen; anything else is search. */
export function screenClassOf(query: Record<string, QueryValue>): ScreenClass {
  const shop = query.shop;
  const value = Array.isArray(shop) ? shop[0] : shop;
  return value !== undefined && value !== '' ? 'restaurant' : 'search';
}
