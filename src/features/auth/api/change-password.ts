import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession, TChangePasswordRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { applySession } from './apply-session';

/** Every other session is revoked: this tab carries on with the fresh one the server returns. */
export function changePassword(input: TChangePasswordRequest): Promise<TAuthSession> {
  return apiClient.post<TAuthSession>('/auth/change-password', { body: input, showError: false });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => applySession(queryClient, session),
  });
}
