import type { TDraftOrderRequest, TDraftOrderResult } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';

/** POST /reservations/draft (SPEC §3/§4): the cart's lines held for the reservation until expireDate. */
export function saveDraft(payload: TDraftOrderRequest, signal: AbortSignal): Promise<TDraftOrderResult> {
  // The drawer shows the failure itself (SPEC §4: kept as an error text), so no toast.
  return apiClient.post<TDraftOrderResult>('/reservations/draft', { body: payload, signal, showError: false });
}
