import { z } from 'zod';
import { ZMoney } from './common-contract';
import { CONTENT_LOCALES } from './locale-contract';
import { ZDish, ZPageInfo, ZPageQuery } from './dish-contract';
import { ZMenu } from './menu-contract';


export const ZEventSummary = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  cityId: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  capacity: z.number().int(),
  price: ZMoney,
  imageUrl: z.string().nullable(),
});

export const ZEventDish = z.object({ eventId: z.number().int(), dishId: z.number().int(), stock: z.number().int().nullable(), dish: ZDish });
export const ZEventMenu = z.object({ eventId: z.number().int(), menuId: z.number().int(), menu: ZMenu });

/** SPEC §3 Event: id, restaurantId, dishes (each with a nested dish), menus (each with menuId). */
export const ZEvent = ZEventSummary.extend({ dishes: z.array(ZEventDish).optional(), menus: z.array(ZEventMenu).optional() });

export const ZEventMenuCard = z.object({
  eventId: z.number().int(),
  restaurantId: z.number().int(),
  menus: z.array(ZMenu),
  dishes: z.array(ZEventDish),
});

export const ZEventListQuery = ZPageQuery.extend({
  cityId: z.coerce.number().int().positive().optional(),
  restaurantId: z.coerce.number().int().positive().optional(),
  lang: z.enum(CONTENT_LOCALES).optional(),
}).strict();
export const ZEventList = ZPageInfo.extend({ items: z.array(ZEventSummary) });

export const ZEventFilterQuery = z.object({
  filter: z.string().max(4000).optional().describe('LoopBack-style JSON: where (id, restaurantId, startsAt, endsAt), include (dishes, menus), order'),
  lang: z.enum(CONTENT_LOCALES).optional(),
});

export type TEventSummary = z.infer<typeof ZEventSummary>;
export type TEventDish = z.infer<typeof ZEventDish>;
export type TEventMenu = z.infer<typeof ZEventMenu>;
export type TEvent = z.infer<typeof ZEvent>;
export type TEventMenuCard = z.infer<typeof ZEventMenuCard>;
export type TEventListQuery = z.infer<typeof ZEventListQuery>;
export type TEventList = z.infer<typeof ZEventList>;

/** What the event page shows and shares (name, place, date, picture) before the full event UI lands. */
export interface TEventPreview {
  id: number;
  title: string;
  description: string;
  restaurantName: string;
  cityName: string;
  startsAt: string;
  timeZone: string;
  imageUrl: string | null;
}

/** A picture a shared link can preview: never an SVG (WhatsApp and Facebook ignore them). */
export interface TShareImage {
  url: string;
  alt: string;
}
