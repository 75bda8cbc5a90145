import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { textArrayLiteral } from '@/server/db/array-literal';
import type { Queryable } from '@/server/db/client';
import { decodeJsonRows, jsonArrayOf, type JsonRow } from '@/server/db/json-object';
import { isAnyOfPlaceholder, preparedPerDatabase } from '@/server/db/prepared-query';
import { feedbackTypes, restaurantFeedbackRatings, restaurantFeedbacks, users } from '@/server/db/schema';
import type { ParsedFilter } from '@/server/http/filter/filter-spec';

const feedbackPageColumns = {
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
};

/** Feedbacks with their author's names (never the e-mail) and the total. */
const selectFeedbackPage = (db: Queryable) => db.select(feedbackPageColumns).from(restaurantFeedbacks).innerJoin(users, eq(users.id, restaurantFeedbacks.userId));

/** A page of feedbacks as the filter asks. */
export async function findFeedbackPage(db: Queryable, filter: ParsedFilter<never>) {
  return selectFeedbackPage(db)
    .where(filter.where)
    // The id breaks ties so pages never repeat or skip a review written at the same instant.
    .orderBy(...filter.orderBy, desc(restaurantFeedbacks.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** A review's marks per feedback type, in the static data's order. */
export const criterionColumns = { slug: feedbackTypes.slug, nameFr: feedbackTypes.nameFr, nameEn: feedbackTypes.nameEn, rating: restaurantFeedbackRatings.rating };

const authorFeedbacks = alias(restaurantFeedbacks, 'author_feedbacks');
// In raw SQL an alias renders as its name alone: the FROM names the table it stands for.
const fromAuthorFeedbacks = sql`${restaurantFeedbacks} as ${sql.identifier('author_feedbacks')}`;

/**
 * A restaurant's newest reviews as its page shows them on every request, in one statement: each
 * with its marks (JSON) and its author's figures (reviews written, average rating given).
 */
const latestFeedbacksQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...feedbackPageColumns,
      criteria: sql<Array<Record<string, unknown>>>`(select ${jsonArrayOf(criterionColumns, feedbackTypes.id)}
        from ${restaurantFeedbackRatings} inner join ${feedbackTypes} on ${feedbackTypes.id} = ${restaurantFeedbackRatings.feedbackTypeId}
        where ${restaurantFeedbackRatings.feedbackId} = ${restaurantFeedbacks.id})`,
      authorReviewsCount: sql<number>`(select count(*)::int from ${fromAuthorFeedbacks} where ${authorFeedbacks.userId} = ${users.id})`,
      authorAverageRating: sql<number>`(select coalesce(round(avg(${authorFeedbacks.rating}), 2), 0)::float8 from ${fromAuthorFeedbacks} where ${authorFeedbacks.userId} = ${users.id})`,
    })
    .from(restaurantFeedbacks)
    .innerJoin(users, eq(users.id, restaurantFeedbacks.userId))
    .where(eq(restaurantFeedbacks.restaurantId, sql.placeholder('restaurantId')))
    .orderBy(desc(restaurantFeedbacks.date), desc(restaurantFeedbacks.id))
    .limit(sql.placeholder('limit'))
    .prepare('restaurant_latest_feedbacks'),
);

export type CriterionRow = JsonRow<typeof criterionColumns>;

export async function findLatestFeedbacks(db: Queryable, restaurantId: number, limit: number) {
  const rows = await latestFeedbacksQuery(db).execute({ restaurantId, limit });
  return rows.map(({ criteria, ...row }) => ({ ...row, criteria: decodeJsonRows(criterionColumns, criteria) }));
}

/** The marks per feedback type of these reviews, in the static data's order. */
const criteriaOfFeedbacksQuery = preparedPerDatabase((db) =>
  db
    .select({ feedbackId: restaurantFeedbackRatings.feedbackId, ...criterionColumns })
    .from(restaurantFeedbackRatings)
    .innerJoin(feedbackTypes, eq(feedbackTypes.id, restaurantFeedbackRatings.feedbackTypeId))
    .where(isAnyOfPlaceholder(restaurantFeedbackRatings.feedbackId, 'feedbackIds', 'uuid'))
    .orderBy(asc(feedbackTypes.id))
    .prepare('feedback_criteria'),
);

export async function findCriteriaOfFeedbacks(db: Queryable, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return [];
  return criteriaOfFeedbacksQuery(db).execute({ feedbackIds: textArrayLiteral(feedbackIds) });
}

export async function countFeedbacks(db: Queryable, filter: ParsedFilter<never>): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(restaurantFeedbacks).where(filter.where);
  return row?.total ?? 0;
}

const userStatsQuery = preparedPerDatabase((db) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      reviewsCount: sql<number>`count(${restaurantFeedbacks.id})::int`,
      averageRating: sql<number>`coalesce(round(avg(${restaurantFeedbacks.rating}), 2), 0)::float8`,
    })
    .from(users)
    .leftJoin(restaurantFeedbacks, eq(restaurantFeedbacks.userId, users.id))
    .where(isAnyOfPlaceholder(users.id, 'userIds', 'uuid'))
    .groupBy(users.id)
    .prepare('feedback_user_stats'),
);

/** Per author: reviews written and the average rating given. */
export async function findUserStats(db: Queryable, userIds: string[]) {
  return userStatsQuery(db).execute({ userIds: textArrayLiteral(userIds) });
}
