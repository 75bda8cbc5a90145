import { useQueryClient } from '@tanstack/react-query';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { AddFeedbackModal } from '@/features/feedback/components/add-feedback-modal';
import { restaurantKeys } from '@/features/restaurants/api/restaurant-keys';
import { reviewKeys } from '@/features/reviews/api/review-keys';

/** The ADD_FEEDBACK view: once a review is saved, the restaurant's reviews and rating summary are read again. */
export function AddFeedbackView({ data }: ModalViewProps) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: restaurantKeys.details() });
  };
  return <AddFeedbackModal data={data} onSaved={refresh} />;
}
