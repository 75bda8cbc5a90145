import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { SelectField } from '@/components/ui/form/select-field';
import { EMPTY_SEARCH, type TSearchService } from '@/features/search/model/search-params';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { RestaurantResults } from '@/screens/category/restaurant-results';
import { readCatalogueRoute } from '@/screens/category/read-catalogue-route';
import { useQueryUpdate } from '@/lib/router/use-query-update';
import { withAppLayout } from '@/screens/shell/app-layout';
import { mediaUp, theme } from '@/styles/theme';
import { SHOP_SERVICES, ServiceToggle, type TShopService } from './service-toggle';

const Filters = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-items: end;
  ${mediaUp('md')} { grid-template-columns: auto minmax(14rem, 20rem); justify-content: start; }
`;

/** "both" is the same as the server loader's service=take_away,delivery, in that order (one cache key). */
const SERVICES_OF: Record<TShopService, TSearchService[]> = { both: ['take_away', 'delivery'], take_away: ['take_away'], delivery: ['delivery'] };

const readService = (value: unknown): TShopService => (SHOP_SERVICES as readonly unknown[]).includes(value) && value !== 'both' ? (value as TShopService) : 'both';

const readCity = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** /shop: restaurants offering take-away or delivery, by service and city. */
export function ShopScreen() {
  const { t } = useTranslation(['routes', 'shop']);
  const { locale = 'fr', query } = useRouter();
  const updateQuery = useQueryUpdate();
  const { data } = useStaticData(locale);
  const service = readService(query.service);
  const city = readCity(query.city);
  const { pages } = readCatalogueRoute(query);
  return (
    <RouteIntro title={t('routes:shop.title')} lead={t('routes:shop.lead')}>
      <Filters>
        <ServiceToggle value={service} onChange={(next) => updateQuery({ service: next === 'both' ? undefined : next })} />
        <SelectField
          label={t('shop:filters.city')}
          placeholder={t('shop:filters.allCities')}
          options={(data?.cities ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          value={city ? String(city) : ''}
          onChange={(event) => updateQuery({ city: event.target.value || undefined })}
        />
      </Filters>
      <RestaurantResults search={{ ...EMPTY_SEARCH, service: SERVICES_OF[service], city }} pages={pages} onLoadMore={() => updateQuery({ pages: pages + 1 }, { resetPages: false })} />
    </RouteIntro>
  );
}

ShopScreen.getLayout = withAppLayout;
