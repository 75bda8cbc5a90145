import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { feedbackTypes } from './reference';
import { restaurantFeedbacks } from './social';

/** A review's mark for one feedback type of the static data (food, service, ambiance, value…). */
export const restaurantFeedbackRatings = pgTable(
  'restaurant_feedback_ratings',
  {
    feedbackId: uuid('feedback_id').notNull().references(() => restaurantFeedbacks.id, { onDelete: 'cascade' }),
    feedbackTypeId: integer('feedback_type_id').notNull().references(() => feedbackTypes.id),
    rating: smallint('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.feedbackId, t.feedbackTypeId] }),
    index('restaurant_feedback_ratings_type_idx').on(t.feedbackTypeId),
    check('restaurant_feedback_ratings_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
