import { z } from 'zod';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, REPORT_TARGET_TYPES } from './social-limits';

const reportFields = {
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).nullish().describe('What the diner wants the moderators to know'),
};

/** What is reported: a review or a chat message (their uuid) or a restaurant (its id, as text). */
export const ZCreateReportRequest = z.discriminatedUnion('targetType', [
  z.object({ targetType: z.literal('review'), targetId: z.uuid(), ...reportFields }).strict(),
  z.object({ targetType: z.literal('chat_message'), targetId: z.uuid(), ...reportFields }).strict(),
  z.object({ targetType: z.literal('restaurant'), targetId: z.string().regex(/^[1-9]\d{0,9}$/, 'A restaurant id').refine((id) => Number(id) <= 2_147_483_647, 'A restaurant id'), ...reportFields }).strict(),
]);

export const ZReport = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.literal('received').describe('Stored for moderation'),
  createdAt: z.string(),
});

export type TCreateReportRequest = z.infer<typeof ZCreateReportRequest>;
export type TReport = z.infer<typeof ZReport>;
