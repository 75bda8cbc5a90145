import type { QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { ZIntId } from '@/contracts/common-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import { restaurantKeys } from '@/features/restaurants/api/restaurant-keys';
import { FEEDBACK_PAGE_SIZE } from '@/features/reviews/api/get-feedbacks';
import { reviewKeys } from '@/features/reviews/api/review-keys';
import { isAppError } from '@/lib/errors/app-error';
import type { AppDeps } from '@/server/http/app-env';
import { listLatestFeedbacksWithAuthors } from '@/server/feedbacks/feedback-service';
import { getRestaurantDetail } from '@/server/restaurants/restaurant-detail-service';
import { prefetchSearch, SEARCH_NAMESPACES } from './search-page-props';
import { pickShareImage } from './share-image';
import { loadTranslatedPageProps, type PrefetchContext } from './translated-page-props';

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// What its dish window, booking and cart need is fetched when the browser is idle (RestaurantDetail).
const RESTAURANT_NAMESPACES = ['restaurant', 'reviews', 'reports'];

/** SPEC §8: a load failure is swallowed and the result is null; only an unknown restaurant is a 404. */
async function loadRestaurantOrNull(deps: AppDeps, id: number, contentLocale: ContentLocale) {
  try {
    return await getRestaurantDetail(deps.db, id, undefined, contentLocale, deps.now());
  } catch (error) {
    if (isAppError(error) && error.statusCode === 404) return 'notFound' as const;
    deps.logger.error({ err: error, restaurantId: id }, 'restaurant data load failed');
    return null;
  }
}

/** The first page of reviews and its authors' figures, under the client's keys; on failure the client fetches them. */
async function prefetchReviews(deps: AppDeps, queryClient: QueryClient, id: number, { locale, contentLocale }: { locale: string; contentLocale: ContentLocale }) {
  try {
    const { page, authors } = await listLatestFeedbacksWithAuthors(deps.db, id, FEEDBACK_PAGE_SIZE, contentLocale);
    queryClient.setQueryData(reviewKeys.list(id, locale), { pages: [page], pageParams: [0] });
    // The key the client builds: its authors' ids, once each, sorted.
    const userIds = authors.items.map((author) => author.userId);
    if (userIds.length > 0) queryClient.setQueryData(reviewKeys.userStats(userIds, locale), authors);
  } catch (error) {
    deps.logger.error({ err: error, restaurantId: id }, 'reviews prefetch failed');
  }
}

async function prefetchRestaurant(shop: string, { deps, queryClient, locale, contentLocale }: PrefetchContext) {
  const id = ZIntId.safeParse(shop);
  if (!id.success) return { notFound: true } as const;
  const [restaurant] = await Promise.all([loadRestaurantOrNull(deps, id.data, contentLocale), prefetchReviews(deps, queryClient, id.data, { locale, contentLocale })]);
  if (restaurant === 'notFound') return { notFound: true } as const;
  queryClient.setQueryData(restaurantKeys.detail(id.data, locale), restaurant);
  // Link previews ignore SVG: the first photo, else the site's default picture.
  const shareImage = restaurant ? pickShareImage(restaurant.images) : null;
  return { props: { restaurantId: id.data, shareImage, renderedAt: deps.now().toISOString() } };
}

/** /restaurant?shop={id} shows that restaurant (an unknown id is a real 404); without it, the search. */
export function loadRestaurantPageProps(context: GetServerSidePropsContext) {
  const shop = firstValue(context.query.shop);
  if (shop === undefined) return loadTranslatedPageProps(context, ['routes', ...SEARCH_NAMESPACES], (prefetch) => prefetchSearch(context, prefetch));
  return loadTranslatedPageProps(context, RESTAURANT_NAMESPACES, (prefetch) => prefetchRestaurant(shop, prefetch));
}
