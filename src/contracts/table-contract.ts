import { z } from 'zod';

/** GET /restaurant-tables/{id}: shown on a booking's detail. */
export const ZRestaurantTable = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
  area: z.string().nullable().describe('Such as terrace or salle'),
});

export type TRestaurantTable = z.infer<typeof ZRestaurantTable>;
