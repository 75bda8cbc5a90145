import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TFeedbackList } from '@/contracts/feedback-contract';
import { pickContentLocale } from '@/contracts/locale-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { toReviewPage, type TReviewPage } from '../model/feedback-dates';
import { findNextOffset } from '../model/feedback-filter';
import { reviewKeys } from './review-keys';

/** SPEC §9: feedback page size 10, offset 0. */
export const FEEDBACK_PAGE_SIZE = 10;

export interface TFeedbackFilter {
  where: { restaurantId: number };
  limit: number;
  offset: number;
  order: 'date DESC';
}

/** SPEC §7 GET /restaurant-feedbacks: where restaurantId, limit 10, offset 0, newest first. */
export function buildFeedbackFilter(restaurantId: number, { offset = 0, limit = FEEDBACK_PAGE_SIZE }: { offset?: number; limit?: number } = {}): TFeedbackFilter {
  return { where: { restaurantId }, limit, offset, order: 'date DESC' };
}

/** GET /restaurant-feedbacks with the SPEC §7 filter; the answer keeps its ISO dates (it is also server-rendered). */
export function getFeedbacks({ restaurantId, offset, locale, signal }: { restaurantId: number; offset: number; locale: string; signal?: AbortSignal }) {
  return apiClient.get<TFeedbackList>('/restaurant-feedbacks', {
    query: { filter: buildFeedbackFilter(restaurantId, { offset }), lang: pickContentLocale(locale, undefined) },
    signal,
    showError: false,
  });
}

const toReviewPages = (data: InfiniteData<TFeedbackList, number>): InfiniteData<TReviewPage, number> => ({ ...data, pages: data.pages.map(toReviewPage) });

/** "Voir plus d'avis" loads the next 10 (offset += 10); `select` turns each date into a Date object. */
export function feedbacksQueryOptions(restaurantId: number, locale: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(restaurantId, locale),
    queryFn: ({ pageParam, signal }) => getFeedbacks({ restaurantId, offset: pageParam, locale, signal }),
    initialPageParam: 0,
    getNextPageParam: findNextOffset,
    select: toReviewPages,
  });
}

export function useFeedbacks(restaurantId: number, locale: string) {
  return useInfiniteQuery(feedbacksQueryOptions(restaurantId, locale));
}
