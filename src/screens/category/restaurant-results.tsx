import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { RestaurantCard } from '@/features/restaurants/components/restaurant-card';
import { listPhotoLoading } from '@/features/restaurants/model/list-photo-loading';
import { useRestaurantSearchResults } from '@/features/search/api/get-restaurant-search';
import { SEARCH_PAGE_SIZE, type TSearchState } from '@/features/search/model/search-params';
import { PagedResults, pagedResultsText } from '@/components/ui/catalogue/paged-results';

function RestaurantPageItems({ search, page }: { search: TSearchState; page: number }) {
  const { locale = 'fr' } = useRouter();
  const { data, isPending } = useRestaurantSearchResults({ ...search, page }, locale);
  if (isPending) return <li><Skeleton count={1} height="20rem" /></li>;
  return (
    <>
      {data?.items.map((restaurant, index) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} locale={locale} photoLoading={listPhotoLoading(index, page)} action={<FavoriteToggle restaurant={restaurant} />} />
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
  return (
    <PagedResults
      labelId="restaurant-results-count"
      total={first?.total}
      pages={pages}
      pageSize={SEARCH_PAGE_SIZE}
      isError={isError}
      onRetry={() => void refetch()}
      onLoadMore={onLoadMore}
      text={pagedResultsText(t, 'results', first?.total)}
    >
      {Array.from({ length: pages }, (_, index) => <RestaurantPageItems key={index + 1} search={search} page={index + 1} />)}
    </PagedResults>
  );
}
