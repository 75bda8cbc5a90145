import { z } from 'zod';

export const ZSiteSettings = z.object({
  name: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  logoWidth: z.number().int(),
  defaultLanguage: z.string(),
  defaultCurrency: z.string(),
  managerSiteUrl: z.string().nullable(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;
