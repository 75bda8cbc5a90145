import type { TFeedbackEligibility } from '@/contracts/feedback-contract';
import { conflict } from '@/server/http/app-error-factory';

interface ReviewedBooking {
  status: 'draft' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
  startsAt: Date;
}

/** A booking is reviewed by its diner once the meal has taken place: confirmed (or completed) and its time has come. */
export function reviewAvailability(booking: ReviewedBooking, now: Date): Exclude<TFeedbackEligibility['availability'], 'written'> {
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return 'not_allowed';
  return booking.startsAt.getTime() > now.getTime() ? 'too_early' : 'open';
}

export function assertReviewable(booking: ReviewedBooking, now: Date) {
  const availability = reviewAvailability(booking, now);
  if (availability === 'too_early') throw conflict('feedback_too_early', 'A booking can be reviewed once its meal has taken place', { opensAt: booking.startsAt.toISOString() });
  if (availability === 'not_allowed') throw conflict('feedback_not_allowed', `A ${booking.status} booking cannot be reviewed`);
}
