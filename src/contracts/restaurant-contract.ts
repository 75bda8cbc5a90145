import { z } from 'zod';
import { ZMoney } from './common-contract';
import { ZEventSummary } from './event-contract';
import { ZMenu } from './menu-contract';

export const ZRestaurantImage = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  alt: z.string(),
  order: z.number().int().nullable(),
});

export const ZRestaurantSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  cuisine: z.string(),
  description: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  district: z.string().nullable(),
  priceLevel: z.number().int().min(1).max(4),
  currency: z.string(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  services: z.object({ booking: z.boolean(), takeAway: z.boolean(), delivery: z.boolean() }),
  dietaryTags: z.array(z.string()),
  isFeatured: z.boolean(),
  coverImage: ZRestaurantImage.nullable(),
  images: z.array(ZRestaurantImage).optional(),
});

export const ZRestaurantListQuery = z.object({
  filter: z.string().max(4000).optional().describe('LoopBack-style JSON: where, include, order, limit, offset'),
  lang: z.enum(['fr', 'en']).optional(),
});

export const ZRestaurantList = z.object({ items: z.array(ZRestaurantSummary), limit: z.number().int(), offset: z.number().int() });

export type TRestaurantImage = z.infer<typeof ZRestaurantImage>;
export type TRestaurantSummary = z.infer<typeof ZRestaurantSummary>;
export type TRestaurantList = z.infer<typeof ZRestaurantList>;

export const ZOpeningPeriod = z.object({ day: z.number().int().min(0).max(6).describe('0 = Sunday'), opens: z.string(), closes: z.string().describe('Earlier than opens: past midnight') });

export const ZRatingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }).describe('Published reviews per star'),
});

export const ZRestaurantDataQuery = z.object({
  eventId: z.coerce.number().int().positive().optional().describe('Show this event’s menus and the event itself'),
  lang: z.enum(['fr', 'en']).optional(),
}).strict();

export const ZRestaurantCategory = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** GET /restaurants/data/{id}: everything the restaurant page shows. */
export const ZRestaurantDetail = ZRestaurantSummary.omit({ images: true }).extend({
  images: z.array(ZRestaurantImage).describe('SPEC §3: ascending by order, a missing order counting as 0'),
  address: z.string(),
  countryId: z.number().int(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  phone: z.string().nullable().describe('E.164'),
  timeZone: z.string(),
  openingHours: z.array(ZOpeningPeriod),
  bookingPolicy: z.object({
    slotMinutes: z.number().int(),
    tableTurnMinutes: z.number().int(),
    minNoticeMinutes: z.number().int(),
    maxDaysAhead: z.number().int(),
    freeCancellationHours: z.number().int(),
  }),
  deliveryFee: ZMoney,
  categories: z.array(ZRestaurantCategory),
  menus: z.array(ZMenu).describe('With eventId: that event’s menus'),
  upcomingEvents: z.array(ZEventSummary),
  event: ZEventSummary.nullable().describe('The eventId asked for, else null'),
  rating: ZRatingSummary,
});

export type TRestaurantDetail = z.infer<typeof ZRestaurantDetail>;
export type TOpeningPeriod = z.infer<typeof ZOpeningPeriod>;
