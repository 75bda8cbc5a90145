import { z } from 'zod';
import { ZMoney } from './common-contract';
import { CONTENT_LOCALES } from './locale-contract';
import { ZDish, ZPageInfo, ZPageQuery, zQueryBoolean } from './dish-contract';


export const ZMenu = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isSetMenu: z.boolean().describe('A bundle with a fixed price'),
  price: ZMoney.nullable(),
  position: z.number().int(),
  dishes: z.array(ZDish),
});

export const ZMenuListQuery = ZPageQuery.extend({
  setMenu: zQueryBoolean.optional(),
  restaurantId: z.coerce.number().int().positive().optional(),
  cityId: z.coerce.number().int().positive().optional(),
  lang: z.enum(CONTENT_LOCALES).optional(),
}).strict();
export const ZMenuListItem = ZMenu.extend({ restaurantName: z.string(), cityId: z.number().int() });
export const ZMenuList = ZPageInfo.extend({ items: z.array(ZMenuListItem) });

export type TMenu = z.infer<typeof ZMenu>;
export type TMenuListQuery = z.infer<typeof ZMenuListQuery>;
export type TMenuListItem = z.infer<typeof ZMenuListItem>;
export type TMenuList = z.infer<typeof ZMenuList>;
