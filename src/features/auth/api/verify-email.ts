import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerifyEmailRequest, TVerifyEmailResponse } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { authKeys } from '@/lib/session/auth-keys';

/** Answers whether the address is confirmed now or already was (the link opened again). */
export function verifyEmail(input: TVerifyEmailRequest): Promise<TVerifyEmailResponse> {
  return apiClient.post<TVerifyEmailResponse>('/auth/verify-email', { body: input });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}
