import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFeedbackEligibility } from '@/contracts/feedback-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /restaurant-feedbacks/mine: may the diner review their booking now, and their review if written. */
export function getFeedbackEligibility(reservationId: string, signal?: AbortSignal): Promise<TFeedbackEligibility> {
  return apiClient.get<TFeedbackEligibility>('/restaurant-feedbacks/mine', { query: { reservationId }, signal, showError: false });
}

export function feedbackEligibilityQueryOptions(reservationId: string) {
  return queryOptions({
    queryKey: feedbackKeys.mine(reservationId),
    queryFn: ({ signal }) => getFeedbackEligibility(reservationId, signal),
    meta: { userScoped: true },
  });
}

export function useFeedbackEligibility(reservationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...feedbackEligibilityQueryOptions(reservationId), enabled });
}
