import type { TAdvertList } from '@/contracts/advert-contract';
import type { TEventList } from '@/contracts/event-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRestaurantList } from '@/contracts/restaurant-contract';
import { UPCOMING_EVENTS_QUERY } from '@/features/events/api/get-events';
import { FEATURED_RESTAURANTS_FILTER } from '@/features/restaurants/api/get-restaurants';
import { listActiveAdverts } from '@/server/adverts/advert-service';
import { createTtlMemoByDatabase } from '@/server/cache/ttl-memo';
import { listEvents } from '@/server/events/event-service';
import type { AppDeps } from '@/server/http/app-env';
import { listRestaurants } from '@/server/restaurants/restaurant-service';

/**
 * How long the home page may show its lists (featured restaurants, current adverts, upcoming
 * events) read earlier. They are the same for every diner and the most-visited page reads them:
 * read once per period, the page renders in about two thirds of the CPU and leaves the database
 * free (bench:ssr). In the browser, react-query revalidates them from the API, which always reads
 * the database; a booking, an order or a review never depends on them.
 */
export const HOME_LISTS_TTL_MS = 10_000;

export interface THomeLists {
  featured: TRestaurantList;
  adverts: TAdvertList;
  events: TEventList;
}

type HomeDeps = Pick<AppDeps, 'db' | 'now'>;

function readHomeLists(deps: HomeDeps, contentLocale: ContentLocale): Promise<THomeLists> {
  const now = deps.now();
  return Promise.all([
    listRestaurants(deps.db, FEATURED_RESTAURANTS_FILTER, contentLocale),
    listActiveAdverts(deps.db, contentLocale, now),
    listEvents(deps.db, UPCOMING_EVENTS_QUERY, contentLocale, now),
  ]).then(([featured, adverts, events]) => ({ featured, adverts, events }));
}

/** A loader remembering each locale's lists for `ttlMs`, per database. */
export function createHomeListsLoader(ttlMs = HOME_LISTS_TTL_MS, clock?: () => number) {
  const remember = createTtlMemoByDatabase<THomeLists>(ttlMs, clock);
  return (deps: HomeDeps, contentLocale: ContentLocale): Promise<THomeLists> => remember(deps.db, contentLocale, () => readHomeLists(deps, contentLocale));
}

export const loadHomeLists = createHomeListsLoader();
