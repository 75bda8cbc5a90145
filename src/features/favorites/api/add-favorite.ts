import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { TFavorite, TFavoriteList } from '@/contracts/favorite-contract';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { trackEvent } from '@/lib/analytics/track-event';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { showToast } from '@/lib/toast/toast-store';
import { findFavorite, optimisticFavorite, withConfirmedKey, withFavorite, withoutFavorite } from '../model/favorite-list';
import { changeFavoriteListsOptimistically, refetchFavoritesWhenIdle, setFavoriteLists, toggleScopeOf } from './favorite-cache';
import { favoriteKeys } from './favorite-keys';

/** SPEC §4: "added with the restaurant id"; the API answers the generated key. The hook toasts. */
export function addFavorite(restaurantId: number): Promise<TFavorite> {
  return apiClient.post<TFavorite>('/favorites', { body: { restaurantId }, showError: false });
}

/** Fills the heart at once; on failure empties it again and says so (`t` of `common`). */
export function addFavoriteMutation(queryClient: QueryClient, t: TFunction, restaurantId: number): MutationOptions<TFavorite, Error, TRestaurantSummary, { wasFavorite: boolean }> {
  return {
    mutationKey: favoriteKeys.add(restaurantId),
    scope: toggleScopeOf(restaurantId),
    mutationFn: (restaurant: TRestaurantSummary) => addFavorite(restaurant.id),
    onMutate: async (restaurant) => {
      const lists = queryClient.getQueriesData<TFavoriteList>({ queryKey: favoriteKeys.lists() });
      const wasFavorite = lists.some(([, list]) => findFavorite(list, restaurant.id));
      await changeFavoriteListsOptimistically(queryClient, (list) => withFavorite(list, optimisticFavorite(restaurant, new Date())));
      return { wasFavorite };
    },
    onSuccess: (favorite) => {
      setFavoriteLists(queryClient, (list) => withConfirmedKey(list, favorite));
      trackEvent({ name: 'addFavorite', params: { restaurantId } });
    },
    onError: (error, _restaurant, context) => {
      if (!context?.wasFavorite) setFavoriteLists(queryClient, (list) => withoutFavorite(list, restaurantId));
      const limitReached = isAppError(error) && error.code === 'favorite_limit_reached';
      showToast({ kind: 'error', text: limitReached ? t('errors.favorite_limit_reached') : t('favorites.addFailed') });
    },
    onSettled: () => refetchFavoritesWhenIdle(queryClient),
  };
}
