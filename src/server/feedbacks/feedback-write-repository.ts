import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { feedbackTypes, reservations, restaurantFeedbackRatings, restaurantFeedbacks, restaurants } from '@/server/db/schema';

/** The booking a review is about, when it is the caller's own. */
export async function findOwnBooking(db: Queryable, reservationId: string, userId: string) {
  const [row] = await db
    .select({ id: reservations.id, restaurantId: reservations.restaurantId, status: reservations.status, startsAt: reservations.startsAt })
    .from(reservations)
    .where(and(eq(reservations.id, reservationId), eq(reservations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Reviews of one restaurant are written one at a time, so each recomputes the summary with the
 * others counted (NO KEY UPDATE: bookings referencing the restaurant are not held up).
 */
export async function lockRestaurantRating(tx: Queryable, restaurantId: number) {
  await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('no key update');
}

/** The static data's feedback types by slug. */
export async function findFeedbackTypeIds(db: Queryable, slugs: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: feedbackTypes.id, slug: feedbackTypes.slug }).from(feedbackTypes).where(inArray(feedbackTypes.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

interface NewFeedback {
  restaurantId: number;
  userId: string;
  reservationId: string;
  rating: number;
  comment: string;
  date: Date;
}

/** Null when the booking already has its review: the unique reservation_id keeps it to one. */
export async function insertFeedback(tx: Queryable, input: NewFeedback): Promise<string | null> {
  const [row] = await tx.insert(restaurantFeedbacks).values(input).onConflictDoNothing({ target: restaurantFeedbacks.reservationId }).returning({ id: restaurantFeedbacks.id });
  return row?.id ?? null;
}

export async function updateFeedbackRow(tx: Queryable, id: string, patch: { rating: number; comment: string; editedAt: Date }) {
  await tx.update(restaurantFeedbacks).set(patch).where(eq(restaurantFeedbacks.id, id));
}

export async function replaceFeedbackRatings(tx: Queryable, feedbackId: string, ratings: Array<{ feedbackTypeId: number; rating: number }>) {
  await tx.delete(restaurantFeedbackRatings).where(eq(restaurantFeedbackRatings.feedbackId, feedbackId));
  await tx.insert(restaurantFeedbackRatings).values(ratings.map((rating) => ({ feedbackId, ...rating })));
}

/** The review of a booking, with its marks by feedback type slug. */
export async function findFeedbackOfBooking(db: Queryable, reservationId: string) {
  const [row] = await db
    .select({
      id: restaurantFeedbacks.id,
      userId: restaurantFeedbacks.userId,
      reservationId: restaurantFeedbacks.reservationId,
      restaurantId: restaurantFeedbacks.restaurantId,
      rating: restaurantFeedbacks.rating,
      comment: restaurantFeedbacks.comment,
      date: restaurantFeedbacks.date,
      editedAt: restaurantFeedbacks.editedAt,
    })
    .from(restaurantFeedbacks)
    .where(eq(restaurantFeedbacks.reservationId, reservationId))
    .limit(1);
  if (!row) return null;
  const marks = await db
    .select({ slug: feedbackTypes.slug, rating: restaurantFeedbackRatings.rating })
    .from(restaurantFeedbackRatings)
    .innerJoin(feedbackTypes, eq(feedbackTypes.id, restaurantFeedbackRatings.feedbackTypeId))
    .where(eq(restaurantFeedbackRatings.feedbackId, row.id));
  return { ...row, marks };
}

export async function findFeedbackById(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: restaurantFeedbacks.id, userId: restaurantFeedbacks.userId, reservationId: restaurantFeedbacks.reservationId, restaurantId: restaurantFeedbacks.restaurantId, date: restaurantFeedbacks.date })
    .from(restaurantFeedbacks)
    .where(eq(restaurantFeedbacks.id, id))
    .limit(1);
  return row ?? null;
}
