import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import type { TDishesFilter } from '../api/dishes-keys';
import { DISHES_PAGE_SIZE, useDishes } from '../api/get-dishes';
import { DishCard } from './dish-card';
import { PagedResults, pagedResultsText } from '@/components/ui/catalogue/paged-results';

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
  return (
    <PagedResults
      labelId="dish-results-count"
      total={first?.total}
      pages={pages}
      pageSize={DISHES_PAGE_SIZE}
      isError={isError}
      isBusy={isFetching}
      onRetry={() => void refetch()}
      onLoadMore={onLoadMore}
      text={pagedResultsText(t, 'list', first?.total)}
      layout="dense"
    >
      {Array.from({ length: pages }, (_, index) => <DishPageItems key={index + 1} filter={filter} page={index + 1} />)}
    </PagedResults>
  );
}
