import type { FilterSpec } from '@/server/http/filter/filter-spec';
import { restaurantFeedbacks } from '@/server/db/schema';

/** SPEC §7: where restaurantId, limit (default 10), offset (default 0), order date DESC. */
export const feedbackFilterSpec: FilterSpec<never> = {
  where: {
    restaurantId: { column: restaurantFeedbacks.restaurantId, type: 'int' },
    rating: { column: restaurantFeedbacks.rating, type: 'int' },
    date: { column: restaurantFeedbacks.date, type: 'date' },
  },
  order: { date: restaurantFeedbacks.date, rating: restaurantFeedbacks.rating },
  include: [],
  defaultOrder: ['date DESC'],
  defaultLimit: 10,
  maxLimit: 50,
};
