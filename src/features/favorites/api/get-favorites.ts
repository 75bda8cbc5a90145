import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFavoriteList } from '@/contracts/favorite-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { favoriteKeys } from './favorite-keys';

export function getFavorites(locale: string, options: { signal?: AbortSignal } = {}): Promise<TFavoriteList> {
  return apiClient.get<TFavoriteList>('/favorites', { ...options, query: { lang: locale }, showError: false });
}

export function favoritesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: favoriteKeys.list(locale),
    queryFn: ({ signal }) => getFavorites(locale, { signal }),
    // Dropped at logout with the other user-scoped queries.
    meta: USER_SCOPED_META,
  });
}

/** The signed-in diner's favourites, kept live (a heart tapped on another device shows here too). */
export function useFavorites(locale: string, enabled: boolean) {
  const live = useLiveUpdates({ queryKey: favoriteKeys.lists(), types: ['favorite'], enabled });
  return useQuery({ ...favoritesQueryOptions(locale), ...live, enabled });
}
