import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { RestaurantCard } from '@/features/restaurants/components/restaurant-card';
import { useRestaurantSearchResults } from '@/features/search/api/get-restaurant-search';
import { SEARCH_PAGE_SIZE, type TSearchState } from '@/features/search/model/search-params';
import { mediaUp } from '@/styles/theme';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('sm')} { grid-template-columns: repeat(2, 1fr); }
  ${mediaUp('lg')} { grid-template-columns: repeat(3, 1fr); }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.lg};
`;

function RestaurantPageItems({ search, page }: { search: TSearchState; page: number }) {
  const { locale = 'fr' } = useRouter();
  const { data, isPending } = useRestaurantSearchResults({ ...search, page }, locale);
  if (isPending) return <li><Skeleton count={1} height="20rem" /></li>;
  return (
    <>
      {data?.items.map((restaurant, index) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} locale={locale} isPriority={page === 1 && index < 2} />
        </li>
      ))}
    </>
  );
}

/** Restaurants matching a search (GET /restaurants/search), `pages` pages deep, as large cards with "load more". */
export function RestaurantResults({ search, pages, onLoadMore }: { search: TSearchState; pages: number; onLoadMore: () => void }) {
  const { t } = useTranslation('categories');
  const { locale = 'fr' } = useRouter();
  const { data: first, isError, refetch } = useRestaurantSearchResults({ ...search, page: 1 }, locale);
  if (isError) {
    return (
      <div role="alert">
        <Status>{t('results.error')}</Status>
        <Button variant="secondary" onClick={() => void refetch()}>{t('results.retry')}</Button>
      </div>
    );
  }
  const total = first?.total ?? 0;
  return (
    <section aria-labelledby="restaurant-results-count">
      <Status id="restaurant-results-count" aria-live="polite">{first ? t('results.count', { count: total }) : t('results.loading')}</Status>
      {first && total === 0 && <Status>{t('results.empty')}</Status>}
      <Grid>
        {Array.from({ length: pages }, (_, index) => <RestaurantPageItems key={index + 1} search={search} page={index + 1} />)}
      </Grid>
      {pages * SEARCH_PAGE_SIZE < total && (
        <More>
          <Button variant="secondary" size="lg" onClick={onLoadMore}>{t('results.loadMore')}</Button>
        </More>
      )}
    </section>
  );
}
