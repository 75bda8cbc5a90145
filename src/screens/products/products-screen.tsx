import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { readDishesRoute } from '@/features/dishes/api/get-dishes';
import { DishResults } from '@/features/dishes/components/dish-results';
import { ROUTES } from '@/lib/routes';
import { withAppLayout } from '@/screens/shell/app-layout';
import { ProductsFilters } from './products-filters';
import { useQueryUpdate } from '@/lib/router/use-query-update';
import { theme } from '@/styles/theme';

const Scope = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  color: ${theme.color.inkMuted};
`;

/** /products: dishes of a restaurant, an event, a category or everyone's, searchable; a dish opens its detail. */
export function ProductsScreen() {
  const { t } = useTranslation(['routes', 'dishes']);
  const { query } = useRouter();
  const updateQuery = useQueryUpdate();
  const { filter, pages } = readDishesRoute(query);
  const scoped = filter.restaurantId !== undefined || filter.eventId !== undefined;
  return (
    <RouteIntro title={t('routes:products.title')} lead={t('routes:products.lead')}>
      <ProductsFilters key={filter.q ?? ''} q={filter.q ?? ''} categoryId={filter.categoryId} onChange={(patch) => updateQuery(patch)} />
      {scoped && (
        <Scope>
          {filter.eventId !== undefined ? t('dishes:scope.event') : t('dishes:scope.restaurant')}
          <Link href={ROUTES.products}>{t('dishes:scope.all')}</Link>
        </Scope>
      )}
      <DishResults filter={filter} pages={pages} onLoadMore={() => updateQuery({ pages: pages + 1 }, { resetPages: false })} />
    </RouteIntro>
  );
}

ProductsScreen.getLayout = withAppLayout;
