import { z } from 'zod';

export const ZAdvert = z.object({
  id: z.number().int(),
  restaurantId: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  position: z.number().int(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export const ZAdvertList = z.object({ items: z.array(ZAdvert) });

export type TAdvert = z.infer<typeof ZAdvert>;
export type TAdvertList = z.infer<typeof ZAdvertList>;
