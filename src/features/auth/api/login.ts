import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession, TLoginRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { applySession } from './apply-session';

/** The form shows the error inline, so the client does not toast it. */
export function logIn(input: TLoginRequest): Promise<TAuthSession> {
  return apiClient.post<TAuthSession>('/auth/login', { body: input, token: null, showError: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => applySession(queryClient, session),
  });
}
