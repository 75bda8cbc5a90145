import type { QueryClient } from '@tanstack/react-query';
import type { TFavorite, TFavoriteList } from '@/contracts/favorite-contract';
import { favoriteKeys } from './favorite-keys';

type ListUpdate = (list: TFavoriteList) => TFavoriteList;

/** Applies a change to every cached list (one per language) that has data. */
export function setFavoriteLists(queryClient: QueryClient, update: ListUpdate): void {
  queryClient.setQueriesData<TFavoriteList>({ queryKey: favoriteKeys.lists() }, (old) => (old ? update(old) : old));
}

/** Optimistic change: a fetch in flight (a live refresh) must not land on top of it. */
export async function changeFavoriteListsOptimistically(queryClient: QueryClient, update: ListUpdate): Promise<void> {
  await queryClient.cancelQueries({ queryKey: favoriteKeys.lists() });
  setFavoriteLists(queryClient, update);
}

/** Ask the API again once the last heart tap has settled, so an earlier answer never undoes a later tap. */
export function refetchFavoritesWhenIdle(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: favoriteKeys.all }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: favoriteKeys.lists() });
}

/**
 * The generated key of a favourite added in this session. A tap that removes it while the add was
 * still in flight runs after the add (same scope), and finds the key the API answered here.
 */
export function keyAnsweredForAdd(queryClient: QueryClient, restaurantId: number): string | null {
  const adds = queryClient.getMutationCache().findAll({ mutationKey: favoriteKeys.add(restaurantId), exact: true, status: 'success' });
  const favorite = adds.at(-1)?.state.data as TFavorite | undefined;
  return favorite?.key ?? null;
}

/** Both mutations of one restaurant's heart share this scope: they run in the order tapped. */
export const toggleScopeOf = (restaurantId: number) => ({ id: favoriteKeys.toggle(restaurantId).join(':') });
