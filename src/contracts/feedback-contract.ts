import { z } from 'zod';
import { CONTENT_LOCALES } from './locale-contract';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_COMMENT_MIN_LENGTH } from './social-limits';

export const ZFeedbackFilterQuery = z.object({
  filter: z.string().max(4000).optional().describe('LoopBack-style JSON: where (restaurantId, rating, date), limit (default 10), offset (default 0), order (default "date DESC")'),
  lang: z.enum(CONTENT_LOCALES).optional(),
});

const ZStars = z.number().int().min(1).max(5);

/** A booking's review rates the static data's feedback types food, service, ambiance and value. */
export const ZFeedbackRatings = z.object({ food: ZStars, service: ZStars, ambiance: ZStars, value: ZStars }).strict();
const ZFeedbackComment = z.string().trim().min(FEEDBACK_COMMENT_MIN_LENGTH).max(FEEDBACK_COMMENT_MAX_LENGTH);

export const ZCreateFeedbackRequest = z.object({ reservationId: z.uuid(), ratings: ZFeedbackRatings, comment: ZFeedbackComment }).strict();
export const ZUpdateFeedbackRequest = z.object({ ratings: ZFeedbackRatings, comment: ZFeedbackComment }).strict();
export const ZMyFeedbackQuery = z.object({ reservationId: z.uuid() }).strict();

export const ZFeedbackCriterion = z.object({ slug: z.string(), name: z.string(), rating: ZStars });

export const ZFeedback = z.object({
  id: z.uuid(),
  restaurantId: z.number().int(),
  userId: z.uuid(),
  authorName: z.string().describe('First name and last initial, never the e-mail'),
  rating: ZStars.describe('Overall: the rounded mean of the criteria'),
  comment: z.string().nullable(),
  feedbackTypeId: z.number().int().nullable(),
  criteria: z.array(ZFeedbackCriterion).describe('Marks per feedback type (older reviews have none)'),
  date: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** The diner's own review of a booking, with how long they may still change it. */
export const ZMyFeedback = z.object({
  id: z.uuid(),
  reservationId: z.uuid(),
  restaurantId: z.number().int(),
  rating: ZStars,
  ratings: ZFeedbackRatings,
  comment: z.string(),
  date: z.string(),
  editedAt: z.string().nullable(),
  editableUntil: z.string(),
  canEdit: z.boolean(),
});

export const FEEDBACK_AVAILABILITY = ['open', 'too_early', 'not_allowed', 'written'] as const;

/** Whether the booking's diner may review it now (`open`), later, never, or already did (`written`). */
export const ZFeedbackEligibility = z.object({
  reservationId: z.uuid(),
  availability: z.enum(FEEDBACK_AVAILABILITY),
  opensAt: z.string().describe('When the meal takes place: reviews open then'),
  feedback: ZMyFeedback.nullable(),
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
export type TFeedbackRatings = z.infer<typeof ZFeedbackRatings>;
export type TCreateFeedbackRequest = z.infer<typeof ZCreateFeedbackRequest>;
export type TUpdateFeedbackRequest = z.infer<typeof ZUpdateFeedbackRequest>;
export type TMyFeedback = z.infer<typeof ZMyFeedback>;
export type TFeedbackEligibility = z.infer<typeof ZFeedbackEligibility>;
export type TFeedbackList = z.infer<typeof ZFeedbackList>;
export type TUserStats = z.infer<typeof ZUserStats>;
export type TUserStatsList = z.infer<typeof ZUserStatsList>;
