import type { ContentLocale } from '@/contracts/locale-contract';
import type { TMenu } from '@/contracts/menu-contract';
import { groupBy } from '@/lib/group-by';
import type { Queryable } from '@/server/db/client';
import { findDishesOfMenus } from '@/server/dishes/dish-repository';
import { withOptionGroups } from '@/server/dishes/load-dishes';
import { localized } from '@/contracts/locale-contract';
import type { MenuRow } from './menu-repository';

/** Menus with their dishes (and the dishes' options): two queries whatever the number of menus. */
export async function withDishes(db: Queryable, rows: MenuRow[], locale: ContentLocale): Promise<TMenu[]> {
  const dishes = await withOptionGroups(db, await findDishesOfMenus(db, rows.map((row) => row.id)), locale);
  const dishesByMenu = groupBy(dishes, (dish) => dish.menuId);
  return rows.map(({ nameFr, nameEn, descriptionFr, descriptionEn, priceAmount, currency, ...row }) => ({
    ...row,
    name: localized(locale, nameFr, nameEn),
    description: localized(locale, descriptionFr, descriptionEn),
    price: priceAmount === null ? null : { amount: priceAmount, currency },
    dishes: dishesByMenu.get(row.id) ?? [],
  }));
}
