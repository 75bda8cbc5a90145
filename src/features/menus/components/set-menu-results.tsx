import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { SET_MENUS_PAGE_SIZE, toSetMenusPageQuery, useMenus, type TSetMenusRouteQuery } from '../api/get-menus';
import { SetMenuCard } from './set-menu-card';
import { PagedResults, pagedResultsText } from '@/components/ui/catalogue/paged-results';

type TCityNames = ReadonlyMap<number, string>;

function SetMenuPageItems({ query, page, cityNames }: { query: TSetMenusRouteQuery; page: number; cityNames: TCityNames }) {
  const { locale = 'fr' } = useRouter();
  const { data, isPending } = useMenus(toSetMenusPageQuery(query, page), locale);
  if (isPending) return <li><Skeleton count={1} height="24rem" /></li>;
  return (
    <>
      {data?.items.map((menu) => (
        <li key={menu.id}>
          <SetMenuCard menu={menu} cityName={cityNames.get(menu.cityId)} />
        </li>
      ))}
    </>
  );
}

/** Set menus (GET /menus?setMenu=true) of a city, `pages` pages deep, with "load more". */
export function SetMenuResults({ query, pages, cityNames, onLoadMore }: { query: TSetMenusRouteQuery; pages: number; cityNames: TCityNames; onLoadMore: () => void }) {
  const { t } = useTranslation('menus');
  const { locale = 'fr' } = useRouter();
  const { data: first, isError, refetch } = useMenus(toSetMenusPageQuery(query, 1), locale);
  return (
    <PagedResults
      labelId="set-menu-count"
      total={first?.total}
      pages={pages}
      pageSize={SET_MENUS_PAGE_SIZE}
      isError={isError}
      onRetry={() => void refetch()}
      onLoadMore={onLoadMore}
      text={pagedResultsText(t, 'list', first?.total)}
    >
      {Array.from({ length: pages }, (_, index) => <SetMenuPageItems key={index + 1} query={query} page={index + 1} cityNames={cityNames} />)}
    </PagedResults>
  );
}
