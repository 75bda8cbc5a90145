import { useMutation } from '@tanstack/react-query';
import type { TContactReceipt, TContactRequestInput } from '@/contracts/help-contract';
import { apiClient } from '@/lib/api-client/api-client';

/** POST /contacts: a message to the team, acknowledged by e-mail in the sender's language. */
export function createContact(input: TContactRequestInput): Promise<TContactReceipt> {
  return apiClient.post<TContactReceipt>('/contacts', { body: input, showError: false });
}

export function useCreateContact() {
  return useMutation({ mutationFn: createContact });
}
