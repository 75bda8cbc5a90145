import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangeEmailRequest, TMe } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { authKeys } from '@/lib/session/auth-keys';

/** The new address gets a link; until it is opened the user shows it as `pendingEmail`. */
export function changeEmail(input: TChangeEmailRequest): Promise<TMe> {
  return apiClient.post<TMe>('/users/my-users/email', { body: input, showError: false });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: (me) => queryClient.setQueryData(authKeys.me(), me) });
}
