import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { intArrayLiteral } from '@/server/db/array-literal';
import type { Queryable } from '@/server/db/client';
import { isAnyOfPlaceholder, preparedPerDatabase } from '@/server/db/prepared-query';
import { dishes, dishOptionGroups, dishOptions, eventDishes, restaurants } from '@/server/db/schema';
import { serviceDateSql } from '@/server/dish-stock/stock-key';
import { textArraySql } from '@/server/search/term-repository';

export const dishColumns = {
  id: dishes.id,
  restaurantId: dishes.restaurantId,
  menuId: dishes.menuId,
  categoryId: dishes.categoryId,
  name: dishes.name,
  descriptionFr: dishes.descriptionFr,
  descriptionEn: dishes.descriptionEn,
  course: dishes.course,
  priceAmount: dishes.priceAmount,
  currency: dishes.currency,
  imageUrl: dishes.imageUrl,
  allergens: dishes.allergens,
  dietaryTags: dishes.dietaryTags,
  dailyStock: dishes.dailyStock,
  isAvailable: dishes.isAvailable,
};

export async function findDishesByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(dishColumns).from(dishes).where(inArray(dishes.id, ids)).orderBy(asc(dishes.id));
}

export type DishRow = Awaited<ReturnType<typeof findDishesByIds>>[number];

const dishesOfMenusQuery = preparedPerDatabase((db) =>
  db
    .select(dishColumns)
    .from(dishes)
    .where(isAnyOfPlaceholder(dishes.menuId, 'menuIds', 'int'))
    .orderBy(asc(dishes.id))
    .prepare('menu_dishes'),
);

export async function findDishesOfMenus(db: Queryable, menuIds: number[]) {
  if (menuIds.length === 0) return [];
  return dishesOfMenusQuery(db).execute({ menuIds: intArrayLiteral(menuIds) });
}

/** A dish's option groups, one row per option (a group without options gives one row of nulls). */
export const optionGroupColumns = {
  groupId: dishOptionGroups.id,
  dishId: dishOptionGroups.dishId,
  groupNameFr: dishOptionGroups.nameFr,
  groupNameEn: dishOptionGroups.nameEn,
  minSelect: dishOptionGroups.minSelect,
  maxSelect: dishOptionGroups.maxSelect,
  optionId: dishOptions.id,
  optionNameFr: dishOptions.nameFr,
  optionNameEn: dishOptions.nameEn,
  optionPriceAmount: dishOptions.priceAmount,
};

const optionGroupsOfDishesQuery = preparedPerDatabase((db) =>
  db
    .select(optionGroupColumns)
    .from(dishOptionGroups)
    .leftJoin(dishOptions, eq(dishOptions.groupId, dishOptionGroups.id))
    .where(isAnyOfPlaceholder(dishOptionGroups.dishId, 'dishIds', 'int'))
    .orderBy(asc(dishOptionGroups.id), asc(dishOptions.id))
    .prepare('dish_option_groups'),
);

export async function findOptionGroupsOfDishes(db: Queryable, dishIds: number[]) {
  if (dishIds.length === 0) return [];
  return optionGroupsOfDishesQuery(db).execute({ dishIds: intArrayLiteral(dishIds) });
}

export type OptionGroupRow = Awaited<ReturnType<typeof findOptionGroupsOfDishes>>[number];

export interface DishListFilter {
  restaurantId?: number;
  eventId?: number;
  categoryId?: number;
  /** For each search token, the vocabulary words it stands for (search/term-match.ts): a dish holds one of each. */
  tokenWords?: string[][];
}

function dishListWhere(filter: DishListFilter): SQL | undefined {
  return and(
    filter.restaurantId !== undefined ? eq(dishes.restaurantId, filter.restaurantId) : undefined,
    filter.eventId !== undefined ? inArray(dishes.id, sql`(select ${eventDishes.dishId} from ${eventDishes} where ${eventDishes.eventId} = ${filter.eventId})`) : undefined,
    filter.categoryId !== undefined ? eq(dishes.categoryId, filter.categoryId) : undefined,
    ...(filter.tokenWords ?? []).map((words) => sql`${dishes.searchWords} && ${textArraySql(words)}`),
  );
}

/** A page of dishes with their restaurant's name, plus the total (window count). */
export async function findDishPage(db: Queryable, filter: DishListFilter, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select({ ...dishColumns, restaurantName: restaurants.name, total: sql<number>`(count(*) over ())::int` })
    .from(dishes)
    .innerJoin(restaurants, eq(restaurants.id, dishes.restaurantId))
    .where(dishListWhere(filter))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function countDishes(db: Queryable, filter: DishListFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(dishes).where(dishListWhere(filter));
  return row?.total ?? 0;
}

/** The dish, its restaurant, and the restaurant's service date at `now` (its own time zone). */
export async function findDishWithRestaurant(db: Queryable, id: number, now: Date) {
  const [row] = await db
    .select({
      dish: dishColumns,
      restaurant: { id: restaurants.id, name: restaurants.name, currency: restaurants.currency, timeZone: restaurants.timeZone },
      serviceDate: serviceDateSql(sql`${now.toISOString()}::timestamptz`, restaurants.timeZone).mapWith(String),
    })
    .from(dishes)
    .innerJoin(restaurants, eq(restaurants.id, dishes.restaurantId))
    .where(eq(dishes.id, id));
  return row;
}
