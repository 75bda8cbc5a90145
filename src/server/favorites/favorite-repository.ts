import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { favorites, restaurants, users } from '@/server/db/schema';

const favoriteColumns = { key: favorites.id, restaurantId: favorites.restaurantId, createdAt: favorites.createdAt };

export type FavoriteRow = Awaited<ReturnType<typeof findFavoritesOfUser>>[number];

/** Newest first: the restaurant just hearted leads the wishlist. */
export async function findFavoritesOfUser(db: Queryable, userId: string) {
  return db.select(favoriteColumns).from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt), desc(favorites.id));
}

/** Only a favourite the user owns: another user's key reads as missing. */
export async function findOwnFavorite(db: Queryable, userId: string, key: string): Promise<FavoriteRow | null> {
  const [row] = await db
    .select(favoriteColumns)
    .from(favorites)
    .where(and(eq(favorites.id, key), eq(favorites.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findFavoriteOfRestaurant(db: Queryable, userId: string, restaurantId: number): Promise<FavoriteRow | null> {
  const [row] = await db
    .select(favoriteColumns)
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.restaurantId, restaurantId)))
    .limit(1);
  return row ?? null;
}

export async function countFavoritesOfUser(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.total ?? 0;
}

export async function restaurantExists(db: Queryable, restaurantId: number): Promise<boolean> {
  const rows = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  return rows.length > 0;
}

/** Null when the user already has this restaurant: the unique (user, restaurant) index decides. */
export async function insertFavorite(db: Queryable, userId: string, restaurantId: number, createdAt: Date): Promise<FavoriteRow | null> {
  const [row] = await db
    .insert(favorites)
    .values({ userId, restaurantId, createdAt })
    .onConflictDoNothing({ target: [favorites.userId, favorites.restaurantId] })
    .returning(favoriteColumns);
  return row ?? null;
}

export async function deleteOwnFavorite(db: Queryable, userId: string, key: string): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.id, key), eq(favorites.userId, userId)))
    .returning({ key: favorites.id });
  return rows.length > 0;
}

/** Row lock on the owner: one favourite write per user at a time, so the limit holds. */
export async function lockFavoritesOwner(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}
