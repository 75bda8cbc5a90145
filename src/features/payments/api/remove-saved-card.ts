import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedCardList } from '@/contracts/payment-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { paymentKeys } from './payment-keys';

/** DELETE /payments/cards/{id}: the card is detached at Stripe; the caller says what went wrong. */
export function removeSavedCard(id: string): Promise<void> {
  return apiClient.delete<void>(`/payments/cards/${encodeURIComponent(id)}`, { showError: false });
}

export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedCard,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TSavedCardList>(paymentKeys.cards(), (list) => list && { cards: list.cards.filter((card) => card.id !== id) });
      return queryClient.invalidateQueries({ queryKey: paymentKeys.cards() });
    },
  });
}
