import type { ContentLocale } from '@/contracts/locale-contract';
import type { TMenu } from '@/contracts/menu-contract';
import { groupBy } from '@/lib/group-by';
import type { Queryable } from '@/server/db/client';
import { findDishesOfMenus, findOptionGroupsOfDishes, type DishRow, type OptionGroupRow } from '@/server/dishes/dish-repository';
import { toDishes } from '@/server/dishes/load-dishes';
import { localized } from '@/contracts/locale-contract';
import type { MenuRow } from './menu-repository';

/** Menus from their rows, the rows of their dishes and those dishes' options. */
export function toMenus(rows: MenuRow[], dishRows: DishRow[], optionRows: OptionGroupRow[], locale: ContentLocale): TMenu[] {
  const dishesByMenu = groupBy(toDishes(dishRows, optionRows, locale), (dish) => dish.menuId);
  return rows.map(({ nameFr, nameEn, descriptionFr, descriptionEn, priceAmount, currency, ...row }) => ({
    ...row,
    name: localized(locale, nameFr, nameEn),
    description: localized(locale, descriptionFr, descriptionEn),
    price: priceAmount === null ? null : { amount: priceAmount, currency },
    dishes: dishesByMenu.get(row.id) ?? [],
  }));
}

/** Menus with their dishes (and the dishes' options): two queries whatever the number of menus. */
export async function withDishes(db: Queryable, rows: MenuRow[], locale: ContentLocale): Promise<TMenu[]> {
  const dishRows = await findDishesOfMenus(db, rows.map((row) => row.id));
  const optionRows = await findOptionGroupsOfDishes(db, dishRows.map((row) => row.id));
  return toMenus(rows, dishRows, optionRows, locale);
}
