import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@/contracts/account-contract';
import type { TConfirmPhoneCodeRequest, TPhoneCodeSent, TSendPhoneCodeInput } from '@/contracts/phone-verification-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { authKeys } from '@/lib/session/auth-keys';

/** Texts a 6-digit code to the number; the form shows errors inline, so the client does not toast them. */
export function sendPhoneCode(input: TSendPhoneCodeInput): Promise<TPhoneCodeSent> {
  return apiClient.post<TPhoneCodeSent>('/users/my-users/phone-verification', { body: input, showError: false });
}

export function confirmPhoneCode(input: TConfirmPhoneCodeRequest): Promise<TMe> {
  return apiClient.post<TMe>('/users/my-users/phone-verification/confirm', { body: input, showError: false });
}

/** The answer is the user with the verified phone; the post-login check is asked again. */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (me) => {
      queryClient.setQueryData(authKeys.me(), me);
      return queryClient.invalidateQueries({ queryKey: authKeys.checkUserInfo() });
    },
  });
}
