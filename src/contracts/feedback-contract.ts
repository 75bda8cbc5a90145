import { z } from 'zod';
import { CONTENT_LOCALES } from './locale-contract';

export const ZFeedbackFilterQuery = z.object({
  filter: z.string().max(4000).optional().describe('LoopBack-style JSON: where (restaurantId, rating, date), limit (default 10), offset (default 0), order (default "date DESC")'),
  lang: z.enum(CONTENT_LOCALES).optional(),
});

export const ZFeedback = z.object({
  id: z.uuid(),
  restaurantId: z.number().int(),
  userId: z.uuid(),
  authorName: z.string().describe('First name and last initial, never the e-mail'),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  feedbackTypeId: z.number().int().nullable(),
  date: z.iso.datetime({ offset: true }),
});
export const ZFeedbackList = z.object({ items: z.array(ZFeedback), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

/** `filter={"where":{"userId":{"inq":[…]}}}` (or a single userId) — the distinct authors a page shows. */
export const ZUserStatsFilter = z
  .object({ where: z.object({ userId: z.union([z.uuid(), z.object({ inq: z.array(z.uuid()).min(1).max(100) }).strict()]) }).strict() })
  .strict();
export const ZUserStatsQuery = z.object({ filter: z.string().max(8000).describe('JSON: {"where":{"userId":{"inq":[uuid,…]}}}') });

export const ZUserStats = z.object({ userId: z.uuid(), authorName: z.string(), reviewsCount: z.number().int(), averageRating: z.number() });
export const ZUserStatsList = z.object({ items: z.array(ZUserStats) });

export type TFeedback = z.infer<typeof ZFeedback>;
export type TFeedbackList = z.infer<typeof ZFeedbackList>;
export type TUserStats = z.infer<typeof ZUserStats>;
export type TUserStatsList = z.infer<typeof ZUserStatsList>;
