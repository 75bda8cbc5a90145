import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { TFavoriteListItem } from '@/contracts/favorite-contract';
import { trackEvent } from '@/lib/analytics/track-event';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { showToast } from '@/lib/toast/toast-store';
import { isPlaceholderKey, withFavorite, withoutFavorite } from '../model/favorite-list';
import { changeFavoriteListsOptimistically, keyAnsweredForAdd, refetchFavoritesWhenIdle, setFavoriteLists, toggleScopeOf } from './favorite-cache';
import { favoriteKeys } from './favorite-keys';

/** SPEC §4: "removed by its key". The hook toasts. */
export function removeFavorite(key: string): Promise<void> {
  return apiClient.delete<void>(`/favorites/${encodeURIComponent(key)}`, { showError: false });
}

async function removeKnownFavorite(key: string | null): Promise<void> {
  // No key: the add it was waiting for failed, so there is nothing to remove.
  if (!key) return;
  try {
    await removeFavorite(key);
  } catch (error) {
    // Already gone (removed on another device): what the diner asked for is true.
    if (isAppError(error) && error.statusCode === 404) return;
    throw error;
  }
}

/** Empties the heart at once; on failure fills it again and says so (`t` of `common`). */
export function removeFavoriteMutation(queryClient: QueryClient, t: TFunction, restaurantId: number): MutationOptions<void, Error, TFavoriteListItem> {
  return {
    mutationKey: favoriteKeys.remove(restaurantId),
    scope: toggleScopeOf(restaurantId),
    mutationFn: (favorite: TFavoriteListItem) => removeKnownFavorite(isPlaceholderKey(favorite.key) ? keyAnsweredForAdd(queryClient, restaurantId) : favorite.key),
    onMutate: () => changeFavoriteListsOptimistically(queryClient, (list) => withoutFavorite(list, restaurantId)),
    onSuccess: () => trackEvent({ name: 'removeFavorite', params: { restaurantId } }),
    onError: (_error, favorite) => {
      setFavoriteLists(queryClient, (list) => withFavorite(list, favorite));
      showToast({ kind: 'error', text: t('favorites.removeFailed') });
    },
    onSettled: () => refetchFavoritesWhenIdle(queryClient),
  };
}
