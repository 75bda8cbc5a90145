import { asc, desc } from 'drizzle-orm';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TDishDetail, TDishList, TDishListQuery } from '@/contracts/dish-contract';
import type { Queryable } from '@/server/db/client';
import { dishes } from '@/server/db/schema';
import { notFound } from '@/server/http/app-error-factory';
import { toPageInfo, toPageWindow } from '@/server/search/page-window';
import { toSearchTokens } from '@/server/search/search-tokens';
import { allTermsOf } from '@/server/search/term-match';
import { findTokenTerms } from '@/server/search/term-repository';
import { findRemainingPortions, remainingOf } from '@/server/dish-stock/dish-stock-service';
import { toStockSlot } from '@/server/dish-stock/stock-key';
import { countDishes, findDishPage, findDishWithRestaurant, type DishListFilter } from './dish-repository';
import { toDishBase } from './dish-mapper';
import { withOptionGroups } from './load-dishes';

async function toDishFilter(db: Queryable, query: TDishListQuery): Promise<DishListFilter> {
  const base = { restaurantId: query.restaurantId, eventId: query.eventId, categoryId: query.categoryId };
  const tokens = query.q ? toSearchTokens(query.q) : [];
  if (!tokens.length) return base;
  return { ...base, tokenWords: (await findTokenTerms(db, tokens)).map(allTermsOf) };
}

/** GET /dishes: a restaurant's, an event's, a category's or everyone's dishes, optionally matching text. */
export async function listDishes(db: Queryable, query: TDishListQuery, locale: ContentLocale): Promise<TDishList> {
  const window = toPageWindow(query);
  const filter = await toDishFilter(db, query);
  const order = query.restaurantId !== undefined || query.eventId !== undefined ? [asc(dishes.menuId), asc(dishes.id)] : [desc(dishes.isAvailable), asc(dishes.id)];
  const rows = await findDishPage(db, filter, order, window.limit, window.offset);
  const total = rows[0]?.total ?? (window.offset > 0 ? await countDishes(db, filter) : 0);
  const items = rows.map(({ restaurantName, total: _total, ...row }) => ({ ...toDishBase(row, locale), restaurantName }));
  return { ...toPageInfo(window, total), items };
}

/**
 * GET /dishes/{id}. remainingToday follows the one stock rule (dish-stock/): daily_stock − portions
 * of placed orders (the dish_daily_stock counter, kept under its check constraint) − portions held
 * by unexpired drafts, on the restaurant's service day in its own time zone.
 */
export async function getDish(db: Queryable, id: number, locale: ContentLocale, now: Date): Promise<TDishDetail> {
  const found = await findDishWithRestaurant(db, id, now);
  if (!found) throw notFound('Dish');
  const [dish] = await withOptionGroups(db, [found.dish], locale);
  const slot = toStockSlot({ dishId: id, dailyStock: found.dish.dailyStock, eventStock: null }, found.serviceDate, null);
  const remaining = await findRemainingPortions(db, [slot], now);
  return { ...dish, restaurant: found.restaurant, serviceDate: found.serviceDate, remainingToday: remainingOf(remaining, slot) };
}
