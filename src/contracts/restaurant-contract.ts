import { z } from 'zod';

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
