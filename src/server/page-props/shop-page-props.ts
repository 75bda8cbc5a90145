import type { GetServerSidePropsContext } from 'next';
import { prefetchStaticData } from './catalogue-static-data';
import { prefetchRestaurantPages, readServerPages } from './category-page-props';
import { loadTranslatedPageProps } from './translated-page-props';

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The shop's service filter as the search reads it: one service, or both in this order (the screen's SERVICES_OF). */
function toServiceParam(value: string | undefined): string {
  return value === 'take_away' || value === 'delivery' ? value : 'take_away,delivery';
}

/** /shop: restaurants offering take-away or delivery (first pages) and the cities. */
export function loadShopPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'shop', 'categories'], async (prefetch) => {
    const city = firstOf(context.query.city);
    const urlQuery: Record<string, string> = { service: toServiceParam(firstOf(context.query.service)) };
    if (city && /^\d{1,10}$/.test(city)) urlQuery.city = city;
    await Promise.all([prefetchStaticData(prefetch), prefetchRestaurantPages(prefetch, urlQuery, readServerPages(context.query))]);
  });
}
