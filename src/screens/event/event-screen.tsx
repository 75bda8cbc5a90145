import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { SelectField } from '@/components/ui/form/select-field';
import { readEventsRoute } from '@/features/events/api/get-events-page';
import { EventResults } from '@/features/events/components/event-results';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { withAppLayout } from '@/screens/shell/app-layout';
import { useQueryUpdate } from '@/lib/router/use-query-update';

const Filters = styled.div`
  max-inline-size: 20rem;
`;

/** /event: upcoming events, soonest first, by city; "load more" keeps its depth in the URL. */
export function EventScreen() {
  const { t } = useTranslation(['routes', 'events']);
  const { locale = 'fr', query: urlQuery } = useRouter();
  const updateQuery = useQueryUpdate();
  const { data: staticData } = useStaticData(locale);
  const cities = staticData?.cities ?? [];
  const { query, pages } = readEventsRoute(urlQuery);
  return (
    <RouteIntro title={t('routes:event.title')} lead={t('routes:event.lead')}>
      <Filters>
        <SelectField
          label={t('events:filters.city')}
          placeholder={t('events:filters.allCities')}
          options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
          value={query.cityId ? String(query.cityId) : ''}
          onChange={(event) => updateQuery({ city: event.target.value || undefined })}
        />
      </Filters>
      <EventResults query={query} pages={pages} cities={cities} onLoadMore={() => updateQuery({ pages: pages + 1 }, { resetPages: false })} />
    </RouteIntro>
  );
}

EventScreen.getLayout = withAppLayout;
