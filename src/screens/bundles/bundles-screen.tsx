import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { SelectField } from '@/components/ui/form/select-field';
import { readSetMenusRoute } from '@/features/menus/api/get-menus';
import { SetMenuResults } from '@/features/menus/components/set-menu-results';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { useQueryUpdate } from '@/lib/router/use-query-update';
import { withAppLayout } from '@/screens/shell/app-layout';

const Filters = styled.div`
  max-inline-size: 20rem;
`;

/** /bundles: fixed-price set menus with their dishes, by city. */
export function BundlesScreen() {
  const { t } = useTranslation(['routes', 'menus']);
  const { locale = 'fr', query: urlQuery } = useRouter();
  const updateQuery = useQueryUpdate();
  const { data: staticData } = useStaticData(locale);
  const cities = useMemo(() => staticData?.cities ?? [], [staticData]);
  const cityNames = useMemo(() => new Map(cities.map((city) => [city.id, city.name])), [cities]);
  const { query, pages } = readSetMenusRoute(urlQuery);
  return (
    <RouteIntro title={t('routes:bundles.title')} lead={t('routes:bundles.lead')}>
      <Filters>
        <SelectField
          label={t('menus:filters.city')}
          placeholder={t('menus:filters.allCities')}
          options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
          value={query.cityId ? String(query.cityId) : ''}
          onChange={(event) => updateQuery({ city: event.target.value || undefined })}
        />
      </Filters>
      <SetMenuResults query={query} pages={pages} cityNames={cityNames} onLoadMore={() => updateQuery({ pages: pages + 1 }, { resetPages: false })} />
    </RouteIntro>
  );
}

BundlesScreen.getLayout = withAppLayout;
