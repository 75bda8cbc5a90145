import type { TFeedback, TFeedbackList } from '@/contracts/feedback-contract';

/** A review as the client holds it: SPEC §3 "date (converted to a date object)". */
export type TReview = Omit<TFeedback, 'date'> & { date: Date };

export interface TReviewPage {
  items: TReview[];
  total: number;
  limit: number;
  offset: number;
}

/** The wire (and the server-rendered cache) carries ISO strings; the client reads Date objects. */
export function toReviewPage(page: TFeedbackList): TReviewPage {
  return { ...page, items: page.items.map((item) => ({ ...item, date: new Date(item.date) })) };
}
