import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateHelpRequestInput, THelpRequest } from '@/contracts/help-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { helpKeys } from './help-keys';

/** POST /help-user: ask the team about one of the diner's bookings or orders. */
export function createHelpRequest(input: TCreateHelpRequestInput): Promise<THelpRequest> {
  return apiClient.post<THelpRequest>('/help-user', { body: input, showError: false });
}

export function useCreateHelpRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createHelpRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.requests() }) });
}
