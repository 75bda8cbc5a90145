import { FEEDBACK_EDIT_WINDOW_DAYS } from './social-limits';

/** A review's overall mark: the mean of its criteria, rounded to whole stars (4.5 is 5). */
export function overallRating(ratings: Readonly<Record<string, number>>): number {
  const values = Object.values(ratings);
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

const DAY_MS = 86_400_000;

/** A review may be changed until this instant: FEEDBACK_EDIT_WINDOW_DAYS after it was first written. */
export const feedbackEditableUntil = (writtenAt: Date) => new Date(writtenAt.getTime() + FEEDBACK_EDIT_WINDOW_DAYS * DAY_MS);
