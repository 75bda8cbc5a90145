import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { TDishesFilter } from '../api/dishes-keys';
import { DISHES_PAGE_SIZE, useDishes } from '../api/get-dishes';
import { DishCard } from './dish-card';
import { DishGrid } from './dish-grid';

const Status = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.lg};
`;

type TBaseFilter = Omit<TDishesFilter, 'page' | 'pageSize'>;

/** One page of the grid; pages after the first load when "load more" asks for them. */
function DishPageItems({ filter, page }: { filter: TBaseFilter; page: number }) {
  const { locale = 'fr' } = useRouter();
  const { data, isPending } = useDishes({ ...filter, page, pageSize: DISHES_PAGE_SIZE }, locale);
  if (isPending) return <li><Skeleton count={1} height="18rem" /></li>;
  return (
    <>
      {data?.items.map((dish, index) => (
        <li key={dish.id}>
          <DishCard dish={dish} priority={page === 1 && index < 2} />
        </li>
      ))}
    </>
  );
}

/** Dishes matching the filter, `pages` pages deep, with their count and a "load more" button. */
export function DishResults({ filter, pages, onLoadMore }: { filter: TBaseFilter; pages: number; onLoadMore: () => void }) {
  const { t } = useTranslation('dishes');
  const { locale = 'fr' } = useRouter();
  const { data: first, isError, isFetching, refetch } = useDishes({ ...filter, page: 1, pageSize: DISHES_PAGE_SIZE }, locale);
  if (isError) {
    return (
      <div role="alert">
        <Status>{t('list.error')}</Status>
        <Button variant="secondary" onClick={() => void refetch()}>{t('list.retry')}</Button>
      </div>
    );
  }
  const total = first?.total ?? 0;
  const hasMore = pages * DISHES_PAGE_SIZE < total;
  return (
    <section aria-labelledby="dish-results-count" aria-busy={isFetching || undefined}>
      <Status id="dish-results-count" aria-live="polite">{first ? t('list.count', { count: total }) : t('list.loading')}</Status>
      {first && total === 0 && <Status>{t('list.empty')}</Status>}
      <DishGrid>
        {Array.from({ length: pages }, (_, index) => <DishPageItems key={index + 1} filter={filter} page={index + 1} />)}
      </DishGrid>
      {hasMore && (
        <More>
          <Button variant="secondary" size="lg" onClick={onLoadMore}>{t('list.loadMore')}</Button>
        </More>
      )}
    </section>
  );
}
