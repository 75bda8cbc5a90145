import type { GetServerSidePropsContext } from 'next';
import { eventsKeys } from '@/features/events/api/events-keys';
import { readEventsRoute, toEventsPageQuery } from '@/features/events/api/get-events-page';
import { listEvents } from '@/server/events/event-service';
import { prefetchStaticData } from './catalogue-static-data';
import { loadTranslatedPageProps } from './translated-page-props';

/** Pages a shared "load more" address renders on the server; deeper ones load in the browser. */
const MAX_SERVER_PAGES = 3;

/** /event: upcoming events of the chosen city (first pages) and the cities, under the client hooks' keys. */
export function loadEventsPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'events'], async (prefetch) => {
    const { deps, queryClient, locale, contentLocale } = prefetch;
    const { query, pages } = readEventsRoute(context.query);
    const now = deps.now();
    const pageQueries = Array.from({ length: Math.min(pages, MAX_SERVER_PAGES) }, (_, index) => toEventsPageQuery(query, index + 1));
    await Promise.all([
      prefetchStaticData(prefetch),
      ...pageQueries.map(async (pageQuery) => {
        queryClient.setQueryData(eventsKeys.list(pageQuery, locale), await listEvents(deps.db, pageQuery, contentLocale, now));
      }),
    ]);
  });
}
