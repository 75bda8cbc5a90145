import type { GetServerSidePropsContext } from 'next';
import { readSetMenusRoute, toSetMenusPageQuery } from '@/features/menus/api/get-menus';
import { menusKeys } from '@/features/menus/api/menus-keys';
import { listMenus } from '@/server/menus/menu-service';
import { prefetchStaticData } from './catalogue-static-data';
import { loadTranslatedPageProps } from './translated-page-props';

/** Pages a shared "load more" address renders on the server; deeper ones load in the browser. */
const MAX_SERVER_PAGES = 3;

/** /bundles: the city's set menus (first pages) and the cities, under the client hooks' keys. */
export function loadBundlesPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'menus'], async (prefetch) => {
    const { deps, queryClient, locale, contentLocale } = prefetch;
    const { query, pages } = readSetMenusRoute(context.query);
    const pageQueries = Array.from({ length: Math.min(pages, MAX_SERVER_PAGES) }, (_, index) => toSetMenusPageQuery(query, index + 1));
    await Promise.all([
      prefetchStaticData(prefetch),
      ...pageQueries.map(async (pageQuery) => {
        queryClient.setQueryData(menusKeys.list(pageQuery, locale), await listMenus(deps.db, pageQuery, contentLocale));
      }),
    ]);
  });
}
