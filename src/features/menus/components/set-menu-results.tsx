import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { mediaUp } from '@/styles/theme';
import { SET_MENUS_PAGE_SIZE, toSetMenusPageQuery, useMenus, type TSetMenusRouteQuery } from '../api/get-menus';
import { SetMenuCard } from './set-menu-card';

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
    <section aria-labelledby="set-menu-count">
      <Status id="set-menu-count" aria-live="polite">{first ? t('list.count', { count: total }) : t('list.loading')}</Status>
      {first && total === 0 && <Status>{t('list.empty')}</Status>}
      <Grid>
        {Array.from({ length: pages }, (_, index) => <SetMenuPageItems key={index + 1} query={query} page={index + 1} cityNames={cityNames} />)}
      </Grid>
      {pages * SET_MENUS_PAGE_SIZE < total && (
        <More>
          <Button variant="secondary" size="lg" onClick={onLoadMore}>{t('list.loadMore')}</Button>
        </More>
      )}
    </section>
  );
}
