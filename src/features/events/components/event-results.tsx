import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvents } from '../api/get-events';
import { EVENTS_PAGE_SIZE, toEventsPageQuery, type TEventsRouteQuery } from '../api/get-events-page';
import { EventCard } from './event-card';
import { PagedResults, pagedResultsText } from '@/components/ui/catalogue/paged-results';

export interface TEventCity {
  id: number;
  name: string;
  timeZone: string;
}

type TBaseQuery = TEventsRouteQuery;

function EventPageItems({ query, page, cities }: { query: TBaseQuery; page: number; cities: readonly TEventCity[] }) {
  const { locale = 'fr' } = useRouter();
  const { data, isPending } = useEvents(toEventsPageQuery(query, page), locale);
  if (isPending) return <li><Skeleton count={1} height="22rem" /></li>;
  return (
    <>
      {data?.items.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} city={cities.find((city) => city.id === event.cityId)} locale={locale} isPriority={page === 1 && index < 2} />
        </li>
      ))}
    </>
  );
}

/** Upcoming events, `pages` pages deep (soonest first), with a "load more" button. */
export function EventResults({ query, pages, cities, onLoadMore }: { query: TBaseQuery; pages: number; cities: readonly TEventCity[]; onLoadMore: () => void }) {
  const { t } = useTranslation('events');
  const { locale = 'fr' } = useRouter();
  const { data: first, isError, refetch } = useEvents(toEventsPageQuery(query, 1), locale);
  return (
    <PagedResults
      labelId="event-results-count"
      total={first?.total}
      pages={pages}
      pageSize={EVENTS_PAGE_SIZE}
      isError={isError}
      onRetry={() => void refetch()}
      onLoadMore={onLoadMore}
      text={pagedResultsText(t, 'list', first?.total)}
      layout="wide"
    >
      {Array.from({ length: pages }, (_, index) => <EventPageItems key={index + 1} query={query} page={index + 1} cities={cities} />)}
    </PagedResults>
  );
}
