import type { ContentLocale } from '@/contracts/locale-contract';
import { MAX_FAVORITES_PER_USER, type TFavorite, type TFavoriteList } from '@/contracts/favorite-contract';
import type { Queryable } from '@/server/db/client';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import type { AppDeps } from '@/server/http/app-env';
import { mirrorUserData } from '@/server/live/mirror-user-data';
import { conflict, notFound, unauthenticated } from '@/server/http/app-error-factory';
import { findImagesOfRestaurants, findRestaurantSummariesByIds } from '@/server/restaurants/restaurant-repository';
import { toRestaurantSummaries } from '@/server/restaurants/restaurant-summary-mapper';
import {
  countFavoritesOfUser,
  deleteOwnFavorite,
  findFavoriteOfRestaurant,
  findFavoritesOfUser,
  findOwnFavorite,
  insertFavorite,
  lockFavoritesOwner,
  restaurantExists,
  type FavoriteRow,
} from './favorite-repository';

const toFavorite = (row: FavoriteRow): TFavorite => ({ id: row.restaurantId, key: row.key, createdAt: row.createdAt.toISOString() });

/** The signed-in diner's favourites, newest first, each with its restaurant card. */
export async function listFavorites(db: Queryable, userId: string, locale: ContentLocale): Promise<TFavoriteList> {
  const rows = await findFavoritesOfUser(db, userId);
  const ids = rows.map((row) => row.restaurantId);
  const [summaryRows, images] = await Promise.all([findRestaurantSummariesByIds(db, ids), findImagesOfRestaurants(db, ids)]);
  const summaries = new Map(toRestaurantSummaries(summaryRows, images, locale, false).map((summary) => [summary.id, summary]));
  return {
    items: rows.flatMap((row) => {
      const restaurant = summaries.get(row.restaurantId);
      return restaurant ? [{ ...toFavorite(row), restaurant }] : [];
    }),
  };
}

export async function getFavorite(db: Queryable, userId: string, key: string): Promise<TFavorite> {
  const row = await findOwnFavorite(db, userId, key);
  if (!row) throw notFound('Favorite');
  return toFavorite(row);
}

/**
 * SPEC §4 favourites toggle, "added with the restaurant id". Adding one already there answers it
 * again (`created: false`), so a retried or doubled tap never fails nor duplicates.
 */
export async function addFavorite(deps: AppDeps, userId: string, restaurantId: number): Promise<{ favorite: TFavorite; created: boolean }> {
  if (!(await restaurantExists(deps.db, restaurantId))) throw notFound('Restaurant');
  const result = await deps.db.transaction(async (tx) => {
    if (!(await lockFavoritesOwner(tx, userId))) throw unauthenticated('This account no longer exists');
    const existing = await findFavoriteOfRestaurant(tx, userId, restaurantId);
    if (existing) return { favorite: toFavorite(existing), created: false };
    if ((await countFavoritesOfUser(tx, userId)) >= MAX_FAVORITES_PER_USER) {
      throw conflict('favorite_limit_reached', `At most ${MAX_FAVORITES_PER_USER} favourites per user`, { max: MAX_FAVORITES_PER_USER });
    }
    const inserted = await insertFavorite(tx, userId, restaurantId, deps.now());
    if (!inserted) throw conflict('conflict', 'The favourite changed meanwhile; try again');
    return { favorite: toFavorite(inserted), created: true };
  });
  if (result.created) await publishFavoriteChange(deps, userId, result.favorite.key);
  return result;
}

/** SPEC §4: "removed by its key"; someone else's key is as missing as an unknown one. */
export async function removeFavorite(deps: AppDeps, userId: string, key: string): Promise<void> {
  if (!(await deleteOwnFavorite(deps.db, userId, key))) throw notFound('Favorite');
  await publishFavoriteChange(deps, userId, key);
}

/** The diner's other tabs and devices fill or empty the heart without waiting for a poll; users/{uid}/favorite follows. */
async function publishFavoriteChange(deps: AppDeps, userId: string, key: string) {
  await publishBestEffort(deps, 'favorite', async () => ({ userIds: [userId], event: { type: 'favorite', id: key } }));
  await mirrorUserData(deps, userId, ['favorite']);
}
