import { z } from 'zod';
import { ZRestaurantSummary } from './restaurant-contract';

/** A diner keeps at most this many favourites, so the wishlist stays one page. */
export const MAX_FAVORITES_PER_USER = 200;

/**
 * SPEC §3 Favorite {id, key} (the Firebase node users/{uid}/favorite): `id` is the restaurant's id,
 * `key` the generated key the favourite is removed by (§4 favourites toggle).
 */
export const ZFavorite = z.object({
  id: z.number().int().describe('The restaurant'),
  key: z.uuid().describe('What DELETE /favorites/{key} takes'),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TFavorite = z.infer<typeof ZFavorite>;

/** A favourite in the list, with the restaurant's card. */
export const ZFavoriteListItem = ZFavorite.extend({ restaurant: ZRestaurantSummary });
export type TFavoriteListItem = z.infer<typeof ZFavoriteListItem>;

export const ZFavoriteList = z.object({ items: z.array(ZFavoriteListItem) });
export type TFavoriteList = z.infer<typeof ZFavoriteList>;

/** `POST /favorites`: §4 "it is added with the restaurant id". */
export const ZAddFavoriteRequest = z.strictObject({ restaurantId: z.number().int().positive().max(2_147_483_647) });
export type TAddFavoriteRequest = z.infer<typeof ZAddFavoriteRequest>;

export const ZFavoriteKeyParam = z.object({ key: z.uuid() });
