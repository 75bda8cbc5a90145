import { useQuery } from '@tanstack/react-query';
import type { TSavedCardList } from '@/contracts/payment-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { paymentKeys } from './payment-keys';

/** GET /payments/cards: the diner's own cards saved at Stripe (none when Stripe is not configured). */
export function getSavedCards(signal?: AbortSignal): Promise<TSavedCardList> {
  return apiClient.get<TSavedCardList>('/payments/cards', { signal, showError: false });
}

/** Asked only where a card can be used or removed: when Stripe is configured and the diner is signed in. */
export function useSavedCards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: paymentKeys.cards(), queryFn: ({ signal }) => getSavedCards(signal), meta: USER_SCOPED_META, enabled });
}
