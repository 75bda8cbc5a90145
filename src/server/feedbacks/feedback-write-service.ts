import type { TCreateFeedbackRequest, TFeedbackEligibility, TFeedbackRatings, TMyFeedback, TUpdateFeedbackRequest } from '@/contracts/feedback-contract';
import { feedbackEditableUntil, overallRating } from '@/contracts/feedback-rating';
import { BOOKING_FEEDBACK_CRITERIA } from '@/contracts/social-limits';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, notFound } from '@/server/http/app-error-factory';
import { assertReviewable, reviewAvailability } from './feedback-rules';
import {
  findFeedbackById, findFeedbackOfBooking, findFeedbackTypeIds, findOwnBooking, insertFeedback, lockRestaurantRating, replaceFeedbackRatings, updateFeedbackRow,
} from './feedback-write-repository';
import { refreshRatingSummaries } from './rating-summary-repository';

type FeedbackRow = NonNullable<Awaited<ReturnType<typeof findFeedbackOfBooking>>>;

function toMyFeedback(row: FeedbackRow, now: Date): TMyFeedback {
  const until = feedbackEditableUntil(row.date);
  const ratings = Object.fromEntries(BOOKING_FEEDBACK_CRITERIA.map((slug) => [slug, row.marks.find((mark) => mark.slug === slug)?.rating ?? row.rating])) as TFeedbackRatings;
  return {
    id: row.id,
    reservationId: row.reservationId ?? '',
    restaurantId: row.restaurantId,
    rating: row.rating,
    ratings,
    comment: row.comment ?? '',
    date: row.date.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    editableUntil: until.toISOString(),
    canEdit: now < until,
  };
}

/** The marks by feedback type id; the static data must hold every criterion a booking's review asks. */
async function toTypedRatings(db: Queryable, ratings: TFeedbackRatings) {
  const ids = await findFeedbackTypeIds(db, BOOKING_FEEDBACK_CRITERIA);
  return BOOKING_FEEDBACK_CRITERIA.map((slug) => {
    const feedbackTypeId = ids.get(slug);
    if (feedbackTypeId === undefined) throw new Error(`The static data has no feedback type "${slug}"`);
    return { feedbackTypeId, rating: ratings[slug] };
  });
}

/**
 * POST /restaurant-feedbacks: the diner's review of their booking, once its meal has taken place.
 * One per booking (a second, even at the same instant, is 409 feedback_exists); the restaurant's
 * rating summary counts it in the same transaction.
 */
export async function createFeedback(deps: AppDeps, userId: string, input: TCreateFeedbackRequest): Promise<TMyFeedback> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const booking = await findOwnBooking(tx, input.reservationId, userId);
    if (!booking) throw notFound('Reservation');
    assertReviewable(booking, now);
    await lockRestaurantRating(tx, booking.restaurantId);
    const typed = await toTypedRatings(tx, input.ratings);
    const id = await insertFeedback(tx, { restaurantId: booking.restaurantId, userId, reservationId: booking.id, rating: overallRating(input.ratings), comment: input.comment, date: now });
    if (!id) throw conflict('feedback_exists', 'This booking already has its review: change it instead');
    await replaceFeedbackRatings(tx, id, typed);
    await refreshRatingSummaries(tx, [booking.restaurantId]);
  });
  return getOwnFeedback(deps.db, input.reservationId, now);
}

/** PATCH /restaurant-feedbacks/{id}: its author changes it within FEEDBACK_EDIT_WINDOW_DAYS of writing it. */
export async function updateFeedback(deps: AppDeps, userId: string, id: string, input: TUpdateFeedbackRequest): Promise<TMyFeedback> {
  const now = deps.now();
  const reservationId = await deps.db.transaction(async (tx) => {
    const feedback = await findFeedbackById(tx, id);
    if (!feedback || feedback.userId !== userId || !feedback.reservationId) throw notFound('Feedback');
    const until = feedbackEditableUntil(feedback.date);
    if (now >= until) throw conflict('feedback_edit_window_closed', 'This review can no longer be changed', { editableUntil: until.toISOString() });
    await lockRestaurantRating(tx, feedback.restaurantId);
    await updateFeedbackRow(tx, id, { rating: overallRating(input.ratings), comment: input.comment, editedAt: now });
    await replaceFeedbackRatings(tx, id, await toTypedRatings(tx, input.ratings));
    await refreshRatingSummaries(tx, [feedback.restaurantId]);
    return feedback.reservationId;
  });
  return getOwnFeedback(deps.db, reservationId, now);
}

async function getOwnFeedback(db: Queryable, reservationId: string, now: Date): Promise<TMyFeedback> {
  const row = await findFeedbackOfBooking(db, reservationId);
  if (!row) throw notFound('Feedback');
  return toMyFeedback(row, now);
}

/** GET /restaurant-feedbacks/mine?reservationId: may the diner review their booking now, and their review if written. */
export async function getFeedbackEligibility(db: Queryable, userId: string, reservationId: string, now: Date): Promise<TFeedbackEligibility> {
  const booking = await findOwnBooking(db, reservationId, userId);
  if (!booking) throw notFound('Reservation');
  const row = await findFeedbackOfBooking(db, reservationId);
  return {
    reservationId,
    availability: row ? 'written' : reviewAvailability(booking, now),
    opensAt: booking.startsAt.toISOString(),
    feedback: row ? toMyFeedback(row, now) : null,
  };
}
