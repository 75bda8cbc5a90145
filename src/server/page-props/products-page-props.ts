import type { GetServerSidePropsContext } from 'next';
import { dishesKeys } from '@/features/dishes/api/dishes-keys';
import { DISHES_PAGE_SIZE, readDishesRoute } from '@/features/dishes/api/get-dishes';
import { listDishes } from '@/server/dishes/dish-service';
import { prefetchStaticData } from './catalogue-static-data';
import { loadTranslatedPageProps } from './translated-page-props';

/** Pages a shared "load more" address renders on the server; deeper ones load in the browser. */
const MAX_SERVER_PAGES = 3;

/** /products: the dishes the URL asks for, first pages included, under the keys `useDishes` reads. */
export function loadProductsPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'dishes'], async (prefetch) => {
    const { deps, queryClient, locale, contentLocale } = prefetch;
    const { filter, pages } = readDishesRoute(context.query);
    const pageNumbers = Array.from({ length: Math.min(pages, MAX_SERVER_PAGES) }, (_, index) => index + 1);
    await Promise.all([
      prefetchStaticData(prefetch),
      ...pageNumbers.map(async (page) => {
        const pageFilter = { ...filter, page, pageSize: DISHES_PAGE_SIZE };
        queryClient.setQueryData(dishesKeys.list(pageFilter, locale), await listDishes(deps.db, pageFilter, contentLocale));
      }),
    ]);
  });
}
