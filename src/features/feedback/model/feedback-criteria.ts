import { BOOKING_FEEDBACK_CRITERIA, type TFeedbackCriterion } from '@/contracts/social-limits';
import type { TFeedbackType } from '@/contracts/static-data-contract';

/** The criteria a booking's review rates, named as the static data's feedback types name them. */
export function pickCriteria(feedbackTypes: readonly TFeedbackType[]): Array<{ slug: TFeedbackCriterion; name: string | null }> {
  return BOOKING_FEEDBACK_CRITERIA.map((slug) => ({ slug, name: feedbackTypes.find((type) => type.slug === slug)?.name ?? null }));
}
