import { DETAIL_ROUTES } from '@/lib/routes';

type QueryValue = string | string[] | undefined;

/** SPEC §2: the first parameter present wins, in this order. */
const DEEP_LINKS = [
  ['bookingId', DETAIL_ROUTES.booking],
  ['eventId', DETAIL_ROUTES.event],
  ['rewardId', DETAIL_ROUTES.reward],
  ['couponId', DETAIL_ROUTES.coupon],
  ['restaurantId', DETAIL_ROUTES.restaurant],
] as const;

export type DeepLinkParam = (typeof DEEP_LINKS)[number][0];

const firstValue = (value: QueryValue): string | undefined => {
  const single = Array.isArray(value) ? value[0] : value;
  return single?.trim() ? single.trim() : undefined;
};

/** The detail route a deep link leads to, or null when the query holds none. */
export function findDeepLinkTarget(query: Record<string, QueryValue>): string | null {
  for (const [param, toRoute] of DEEP_LINKS) {
    const id = firstValue(query[param]);
    if (id) return toRoute(id);
  }
  return null;
}

/** Keeps the visitor in their language: the default locale has no prefix. */
export function withLocalePrefix(path: string, locale: string | undefined, defaultLocale: string | undefined): string {
  return locale && locale !== defaultLocale ? `/${locale}${path}` : path;
}
