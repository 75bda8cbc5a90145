import type { ContentLocale } from '@/contracts/locale-contract';
import type { TMenuList, TMenuListQuery } from '@/contracts/menu-contract';
import type { Queryable } from '@/server/db/client';
import { toPageInfo, toPageWindow } from '@/server/search/page-window';
import { countMenus, findMenuPage } from './menu-repository';
import { withDishes } from './load-menus';

/** GET /menus (?setMenu=true for the /bundles page): menus with their dishes. */
export async function listMenus(db: Queryable, query: TMenuListQuery, locale: ContentLocale): Promise<TMenuList> {
  const window = toPageWindow(query);
  const filter = { setMenu: query.setMenu, restaurantId: query.restaurantId, cityId: query.cityId };
  const rows = await findMenuPage(db, filter, window.limit, window.offset);
  const total = rows[0]?.total ?? (window.offset > 0 ? await countMenus(db, filter) : 0);
  const menus = await withDishes(db, rows, locale);
  const items = menus.map((menu, i) => ({ ...menu, restaurantName: rows[i].restaurantName, cityId: rows[i].cityId }));
  return { ...toPageInfo(window, total), items };
}
