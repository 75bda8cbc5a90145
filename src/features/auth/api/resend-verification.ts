import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/api-client';

export function resendVerificationEmail(): Promise<void> {
  return apiClient.post<void>('/auth/verify-email/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
