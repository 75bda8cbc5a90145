import type { GetServerSidePropsContext } from 'next';
import { ZRestaurantSearchQuery } from '@/contracts/search-contract';
import { restaurantSearchQueryOptions, toSearchRequest } from '@/features/search/api/get-restaurant-search';
import { searchRestaurants } from '@/server/search/search-service';
import { prefetchStaticData } from './catalogue-static-data';
import { loadTranslatedPageProps, type PrefetchContext } from './translated-page-props';

/** Pages a shared "load more" address renders on the server; deeper ones load in the browser. */
const MAX_SERVER_PAGES = 3;

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** `pages` as the screens read it (read-catalogue-route.ts), capped for the server. */
export function readServerPages(query: GetServerSidePropsContext['query']): number {
  const raw = firstOf(query.pages);
  return raw && /^\d{1,2}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_SERVER_PAGES) : 1;
}

/**
 * Runs GET /restaurants/search through its service for the first `pages` pages of a catalogue
 * list, under the key `useRestaurantSearchResults` reads for the same URL-style query.
 */
export async function prefetchRestaurantPages({ deps, queryClient, locale, contentLocale }: PrefetchContext, urlQuery: Record<string, string>, pages: number) {
  const now = deps.now();
  await Promise.all(
    Array.from({ length: pages }, async (_, index) => {
      const apiQuery = toSearchRequest({ ...urlQuery, page: String(index + 1) });
      const result = await searchRestaurants(deps.db, ZRestaurantSearchQuery.parse(apiQuery), contentLocale, now);
      queryClient.setQueryData(restaurantSearchQueryOptions(apiQuery, locale).queryKey, result);
    }),
  );
}

/** /category?category=<slug>: the categories and, for a known slug, its restaurants' first pages. */
export function loadCategoryPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'categories'], async (prefetch) => {
    const staticData = await prefetchStaticData(prefetch);
    const slug = firstOf(context.query.category);
    const category = slug ? staticData.foodCategories.find((candidate) => candidate.slug === slug) : undefined;
    if (category) await prefetchRestaurantPages(prefetch, { category: String(category.id) }, readServerPages(context.query));
  });
}
