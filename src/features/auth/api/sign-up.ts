import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession, TSignUpRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { applySession } from './apply-session';

export function signUp(input: TSignUpRequest): Promise<TAuthSession> {
  return apiClient.post<TAuthSession>('/auth/signup', { body: input, token: null, showError: false });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => applySession(queryClient, session),
  });
}
