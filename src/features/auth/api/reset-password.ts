import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';

export function resetPassword(input: TResetPasswordRequest): Promise<void> {
  return apiClient.post<void>('/auth/reset-password', { body: input, token: null, showError: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
