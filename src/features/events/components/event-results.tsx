import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvents } from '../api/get-events';
import { EVENTS_PAGE_SIZE, toEventsPageQuery, type TEventsRouteQuery } from '../api/get-events-page';
import { EventCard } from './event-card';
import { EventGrid } from './event-grid';

export interface TEventCity {
  id: number;
  name: string;
  timeZone: string;
}

const Status = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.lg};
`;

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
  if (isError) {
    return (
      <div role="alert">
        <Status>{t('list.error')}</Status>
        <Button variant="secondary" onClick={() => void refetch()}>{t('list.retry')}</Button>
      </div>
    );
  }
  const total = first?.total ?? 0;
  return (
    <section aria-labelledby="event-results-count">
      <Status id="event-results-count" aria-live="polite">{first ? t('list.count', { count: total }) : t('list.loading')}</Status>
      {first && total === 0 && <Status>{t('list.empty')}</Status>}
      <EventGrid>
        {Array.from({ length: pages }, (_, index) => <EventPageItems key={index + 1} query={query} page={index + 1} cities={cities} />)}
      </EventGrid>
      {pages * EVENTS_PAGE_SIZE < total && (
        <More>
          <Button variant="secondary" size="lg" onClick={onLoadMore}>{t('list.loadMore')}</Button>
        </More>
      )}
    </section>
  );
}
