import { useMutation } from '@tanstack/react-query';
import type { TSignUpRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';

/**
 * Answers the same whether or not the address has an account, and signs nobody in: the diner
 * confirms the address with the e-mailed link, then logs in.
 */
export function signUp(input: TSignUpRequest): Promise<void> {
  return apiClient.post<void>('/auth/signup', { body: input, token: null, showError: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
