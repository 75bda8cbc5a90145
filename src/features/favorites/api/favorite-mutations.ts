import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { TFavoriteListItem } from '@/contracts/favorite-contract';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { runMutation } from '@/lib/run-mutation';
import { addFavoriteMutation } from './add-favorite';
import { removeFavoriteMutation } from './remove-favorite';

/** The heart's two calls, loaded apart from the cards that show it. */
export const runAddFavorite = (queryClient: QueryClient, t: TFunction, restaurant: TRestaurantSummary) => runMutation(queryClient, addFavoriteMutation(queryClient, t, restaurant.id), restaurant);

export const runRemoveFavorite = (queryClient: QueryClient, t: TFunction, restaurantId: number, favorite: TFavoriteListItem) => runMutation(queryClient, removeFavoriteMutation(queryClient, t, restaurantId), favorite);
