import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { eventMenus, menus, restaurants } from '@/server/db/schema';

export const menuColumns = {
  id: menus.id,
  restaurantId: menus.restaurantId,
  nameFr: menus.nameFr,
  nameEn: menus.nameEn,
  descriptionFr: menus.descriptionFr,
  descriptionEn: menus.descriptionEn,
  isSetMenu: menus.isSetMenu,
  priceAmount: menus.priceAmount,
  currency: menus.currency,
  position: menus.position,
};

export async function findMenusOfEvent(db: Queryable, eventId: number) {
  return db
    .select(menuColumns)
    .from(menus)
    .innerJoin(eventMenus, eq(eventMenus.menuId, menus.id))
    .where(eq(eventMenus.eventId, eventId))
    .orderBy(asc(menus.position), asc(menus.id));
}

export type MenuRow = Awaited<ReturnType<typeof findMenusOfEvent>>[number];

export interface MenuListFilter {
  setMenu?: boolean;
  restaurantId?: number;
  cityId?: number;
}

function menuListWhere(filter: MenuListFilter): SQL | undefined {
  return and(
    filter.setMenu !== undefined ? eq(menus.isSetMenu, filter.setMenu) : undefined,
    filter.restaurantId !== undefined ? eq(menus.restaurantId, filter.restaurantId) : undefined,
    filter.cityId !== undefined ? eq(restaurants.cityId, filter.cityId) : undefined,
  );
}

export async function findMenuPage(db: Queryable, filter: MenuListFilter, limit: number, offset: number) {
  return db
    .select({ ...menuColumns, restaurantName: restaurants.name, cityId: restaurants.cityId, total: sql<number>`(count(*) over ())::int` })
    .from(menus)
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
    .where(menuListWhere(filter))
    .orderBy(asc(menus.id))
    .limit(limit)
    .offset(offset);
}

export async function countMenus(db: Queryable, filter: MenuListFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(menus).innerJoin(restaurants, eq(restaurants.id, menus.restaurantId)).where(menuListWhere(filter));
  return row?.total ?? 0;
}

export async function findMenusByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(menuColumns).from(menus).where(inArray(menus.id, ids));
}
