import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFeedbackEligibility, TFeedbackRatings, TMyFeedback } from '@/contracts/feedback-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { feedbackKeys } from './feedback-keys';

export interface TFeedbackDraft {
  ratings: TFeedbackRatings;
  comment: string;
}

/** POST /restaurant-feedbacks: the first review of the booking. */
export function createFeedback(reservationId: string, draft: TFeedbackDraft): Promise<TMyFeedback> {
  return apiClient.post<TMyFeedback>('/restaurant-feedbacks', { body: { reservationId, ...draft }, showError: false });
}

/** PATCH /restaurant-feedbacks/{id}: the same review, changed while it still may be. */
export function updateFeedback(id: string, draft: TFeedbackDraft): Promise<TMyFeedback> {
  return apiClient.patch<TMyFeedback>(`/restaurant-feedbacks/${encodeURIComponent(id)}`, { body: draft, showError: false });
}

/** Writes the review (or its change); the booking then shows it as written. */
export function useSaveFeedback(reservationId: string, existingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TFeedbackDraft) => (existingId ? updateFeedback(existingId, draft) : createFeedback(reservationId, draft)),
    onSuccess: (feedback) =>
      queryClient.setQueryData<TFeedbackEligibility>(feedbackKeys.mine(reservationId), (current) => ({
        reservationId,
        availability: 'written',
        opensAt: current?.opensAt ?? feedback.date,
        feedback,
      })),
  });
}
