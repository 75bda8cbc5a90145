import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { feedbackTypes, restaurantFeedbackRatings, restaurantFeedbacks, users } from '@/server/db/schema';
import type { ParsedFilter } from '@/server/http/filter/filter-spec';

/** A page of feedbacks with their author's names (never the e-mail) and the total. */
export async function findFeedbackPage(db: Queryable, filter: ParsedFilter<never>) {
  return db
    .select({
      id: restaurantFeedbacks.id,
      restaurantId: restaurantFeedbacks.restaurantId,
      userId: restaurantFeedbacks.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: restaurantFeedbacks.rating,
      comment: restaurantFeedbacks.comment,
      feedbackTypeId: restaurantFeedbacks.feedbackTypeId,
      date: restaurantFeedbacks.date,
      editedAt: restaurantFeedbacks.editedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(restaurantFeedbacks)
    .innerJoin(users, eq(users.id, restaurantFeedbacks.userId))
    .where(filter.where)
    // The id breaks ties so pages never repeat or skip a review written at the same instant.
    .orderBy(...filter.orderBy, desc(restaurantFeedbacks.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The marks per feedback type of these reviews, in the static data's order. */
export async function findCriteriaOfFeedbacks(db: Queryable, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select({
      feedbackId: restaurantFeedbackRatings.feedbackId,
      slug: feedbackTypes.slug,
      nameFr: feedbackTypes.nameFr,
      nameEn: feedbackTypes.nameEn,
      rating: restaurantFeedbackRatings.rating,
    })
    .from(restaurantFeedbackRatings)
    .innerJoin(feedbackTypes, eq(feedbackTypes.id, restaurantFeedbackRatings.feedbackTypeId))
    .where(inArray(restaurantFeedbackRatings.feedbackId, feedbackIds))
    .orderBy(asc(feedbackTypes.id));
}

export async function countFeedbacks(db: Queryable, filter: ParsedFilter<never>): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(restaurantFeedbacks).where(filter.where);
  return row?.total ?? 0;
}

/** Per author: reviews written and the average rating given. */
export async function findUserStats(db: Queryable, userIds: string[]) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      reviewsCount: sql<number>`count(${restaurantFeedbacks.id})::int`,
      averageRating: sql<number>`coalesce(round(avg(${restaurantFeedbacks.rating}), 2), 0)::float8`,
    })
    .from(users)
    .leftJoin(restaurantFeedbacks, eq(restaurantFeedbacks.userId, users.id))
    .where(inArray(users.id, userIds))
    .groupBy(users.id);
}
