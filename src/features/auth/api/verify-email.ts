import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerifyEmailRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { authKeys } from '@/lib/session/auth-keys';

export function verifyEmail(input: TVerifyEmailRequest): Promise<void> {
  return apiClient.post<void>('/auth/verify-email', { body: input });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}
