import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';

export function requestPasswordReset(input: TForgotPasswordRequest): Promise<void> {
  return apiClient.post<void>('/auth/forgot-password', { body: input, token: null, showError: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
