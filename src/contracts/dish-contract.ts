import { z } from 'zod';
import { ZMoney } from './common-contract';
import { CONTENT_LOCALES } from './locale-contract';
import { DATE_RANGE_MESSAGE, isSaneLocalDate } from './input-guards';

// Query helpers shared by the discovery contracts; they live in the contract every other one imports, so none forms a cycle.
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

/** A query value given once ("1,2") or repeated (?x=1&x=2) becomes a list. */
export const zQueryList = <T extends z.ZodType>(item: T, max = 10) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value), z.array(item).min(1).max(max));

export const zQueryBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const ZLocalDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected YYYY-MM-DD')
  .refine(isSaneLocalDate, DATE_RANGE_MESSAGE);
export const ZLocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');

/** page/pageSize or limit/offset (limit/offset win when both are given); at most 50 a page. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export const ZPageInfo = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export type TPageQuery = z.infer<typeof ZPageQuery>;
export type TPageInfo = z.infer<typeof ZPageInfo>;

export const ZDishOption = z.object({ id: z.number().int(), name: z.string(), price: ZMoney });
/** SPEC §3 "collections": a group of options the diner picks from. */
export const ZDishOptionGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  options: z.array(ZDishOption),
});

export const ZDish = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  menuId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  course: z.string(),
  price: ZMoney,
  imageUrl: z.string().nullable(),
  allergens: z.array(z.string()),
  dietaryTags: z.array(z.string()),
  dailyStock: z.number().int().nullable().describe('Portions per service day; null = unlimited'),
  isAvailable: z.boolean(),
  optionGroups: z.array(ZDishOptionGroup),
});

export const ZDishListItem = ZDish.omit({ optionGroups: true }).extend({ restaurantName: z.string() });

export const ZDishListQuery = ZPageQuery.extend({
  restaurantId: z.coerce.number().int().positive().optional(),
  eventId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().min(1).max(100).optional(),
  lang: z.enum(CONTENT_LOCALES).optional(),
}).strict();
export const ZDishList = ZPageInfo.extend({ items: z.array(ZDishListItem) });

export const ZDishDetail = ZDish.extend({
  restaurant: z.object({ id: z.number().int(), name: z.string(), currency: z.string(), timeZone: z.string() }),
  serviceDate: z.string().describe('Today in the restaurant’s time zone (YYYY-MM-DD)'),
  remainingToday: z.number().int().nullable().describe('daily_stock minus portions taken today; null when unlimited'),
});

export type TDishOptionGroup = z.infer<typeof ZDishOptionGroup>;
export type TDish = z.infer<typeof ZDish>;
export type TDishListItem = z.infer<typeof ZDishListItem>;
export type TDishListQuery = z.infer<typeof ZDishListQuery>;
export type TDishList = z.infer<typeof ZDishList>;
export type TDishDetail = z.infer<typeof ZDishDetail>;
