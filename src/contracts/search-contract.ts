import { z } from 'zod';
import { CONTENT_LOCALES } from './locale-contract';
import { ZRestaurantSummary } from './restaurant-contract';
import { ZLocalDate, ZLocalTime, ZPageInfo, ZPageQuery, zQueryBoolean, zQueryList } from './dish-contract';

export const SEARCH_SORTS = ['relevance', 'rating', 'price', 'price_desc', 'distance'] as const;
export const SEARCH_SERVICES = ['booking', 'take_away', 'delivery'] as const;

export const ZRestaurantSearchQuery = ZPageQuery.extend({
  q: z.string().trim().min(1).max(100).optional().describe('Free text over name, cuisine, dish names, city and district; accent- and typo-tolerant'),
  cityId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional().describe('A food category (restaurant_categories)'),
  service: zQueryList(z.enum(SEARCH_SERVICES), 3).optional().describe('Offers any of these services'),
  priceLevel: zQueryList(z.coerce.number().int().min(1).max(4), 4).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  openNow: zQueryBoolean.optional().describe('Open at this moment in the restaurant’s own time zone'),
  dietary: zQueryList(z.string().regex(/^[a-z-]{2,32}$/), 8).optional().describe('Has all of these dietary tags'),
  date: ZLocalDate.optional().describe('Availability: local date in the restaurant’s time zone (with time and party)'),
  time: ZLocalTime.optional(),
  party: z.coerce.number().int().min(1).max(50).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().positive().max(500).optional(),
  sort: z.enum(SEARCH_SORTS).optional().describe('Default: relevance with q, else rating'),
  lang: z.enum(CONTENT_LOCALES).optional(),
})
  .strict()
  .superRefine((query, ctx) => {
    const availability = [query.date, query.time, query.party].filter((v) => v !== undefined).length;
    if (availability !== 0 && availability !== 3) ctx.addIssue({ code: 'custom', path: ['date'], message: 'date, time and party go together' });
    if ((query.lat === undefined) !== (query.lng === undefined)) ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat and lng go together' });
    if ((query.sort === 'distance' || query.radiusKm !== undefined) && query.lat === undefined) ctx.addIssue({ code: 'custom', path: ['sort'], message: 'distance needs lat and lng' });
    if (query.sort === 'relevance' && !query.q) ctx.addIssue({ code: 'custom', path: ['sort'], message: 'relevance needs q' });
  });

export const ZRestaurantSearchItem = ZRestaurantSummary.extend({ distanceKm: z.number().optional() });
export const ZRestaurantSearchResult = ZPageInfo.extend({ items: z.array(ZRestaurantSearchItem) });

export const ZAvailableCapacityQuery = ZPageQuery.extend({
  restaurantId: z.coerce.number().int().positive().optional(),
  cityId: z.coerce.number().int().positive().optional(),
  date: ZLocalDate,
  time: ZLocalTime,
  party: z.coerce.number().int().min(1).max(50),
  lang: z.enum(CONTENT_LOCALES).optional(),
})
  .strict()
  .refine((query) => (query.restaurantId === undefined) !== (query.cityId === undefined), { path: ['restaurantId'], message: 'give restaurantId or cityId' });

export const ZCapacitySlot = z.object({
  time: ZLocalTime.describe('Local wall-clock time of the slot'),
  startsAt: z.iso.datetime({ offset: true }).describe('The same instant in UTC'),
  isOpen: z.boolean(),
  freeTables: z.number().int().describe('Active tables for this party size not held over [start, start + table turn)'),
  freeSeats: z.number().int(),
  isAvailable: z.boolean().describe('Open and at least one free table'),
});
export const ZRestaurantCapacity = z.object({
  restaurantId: z.number().int(),
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  tableTurnMinutes: z.number().int(),
  fittingTables: z.number().int().describe('Active tables whose min/max party admits the party'),
  requested: ZCapacitySlot,
  slots: z.array(ZCapacitySlot).describe('Two slots before and after the requested time, for suggestions'),
});
export const ZAvailableCapacity = ZPageInfo.extend({
  date: ZLocalDate,
  time: ZLocalTime,
  party: z.number().int(),
  items: z.array(ZRestaurantCapacity),
});

export type TRestaurantSearchQuery = z.infer<typeof ZRestaurantSearchQuery>;
export type TRestaurantSearchItem = z.infer<typeof ZRestaurantSearchItem>;
export type TRestaurantSearchResult = z.infer<typeof ZRestaurantSearchResult>;
export type TAvailableCapacityQuery = z.infer<typeof ZAvailableCapacityQuery>;
export type TCapacitySlot = z.infer<typeof ZCapacitySlot>;
export type TRestaurantCapacity = z.infer<typeof ZRestaurantCapacity>;
export type TAvailableCapacity = z.infer<typeof ZAvailableCapacity>;
