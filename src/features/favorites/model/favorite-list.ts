import type { TFavorite, TFavoriteList, TFavoriteListItem } from '@/contracts/favorite-contract';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';

const PLACEHOLDER_PREFIX = 'pending:';

/** The key an optimistic favourite carries until the API answers the generated one. */
export const placeholderKeyOf = (restaurantId: number) => `${PLACEHOLDER_PREFIX}${restaurantId}`;
export const isPlaceholderKey = (key: string) => key.startsWith(PLACEHOLDER_PREFIX);

export const findFavorite = (list: TFavoriteList | undefined, restaurantId: number): TFavoriteListItem | undefined => list?.items.find((item) => item.id === restaurantId);

/** An optimistic favourite, newest first like the API's list. */
export function optimisticFavorite(restaurant: TRestaurantSummary, now: Date): TFavoriteListItem {
  return { id: restaurant.id, key: placeholderKeyOf(restaurant.id), createdAt: now.toISOString(), restaurant };
}

export function withFavorite(list: TFavoriteList, item: TFavoriteListItem): TFavoriteList {
  if (findFavorite(list, item.id)) return list;
  return { ...list, items: [item, ...list.items] };
}

export function withoutFavorite(list: TFavoriteList, restaurantId: number): TFavoriteList {
  if (!findFavorite(list, restaurantId)) return list;
  return { ...list, items: list.items.filter((item) => item.id !== restaurantId) };
}

/** The API's answer replaces the optimistic key, if the favourite is still there (not removed meanwhile). */
export function withConfirmedKey(list: TFavoriteList, favorite: TFavorite): TFavoriteList {
  return { ...list, items: list.items.map((item) => (item.id === favorite.id && isPlaceholderKey(item.key) ? { ...item, key: favorite.key, createdAt: favorite.createdAt } : item)) };
}
