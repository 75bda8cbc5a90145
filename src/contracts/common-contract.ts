import { z } from 'zod';
import { CONTENT_LOCALES } from './locale-contract';

export const ZLangQuery = z.object({ lang: z.enum(CONTENT_LOCALES).optional() });

export const ZMoney = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type TMoney = z.infer<typeof ZMoney>;

export const ZIntId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZIdParam = z.object({ id: ZIntId });
export const ZUuidParam = z.object({ id: z.uuid() });

export const ZErrorBody = z.object({
  error: z.object({
    statusCode: z.number().int(),
    name: z.string(),
    message: z.string(),
    code: z.string(),
    details: z.unknown().optional(),
  }),
});
