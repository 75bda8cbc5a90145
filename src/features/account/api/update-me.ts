import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe, TUpdateMeInput } from '@/contracts/account-contract';
import { authKeys } from '@/lib/session/auth-keys';
import { apiClient } from '@/lib/api-client/api-client';

/** The form shows the error inline, so the client does not toast it. */
export function updateMe(input: TUpdateMeInput): Promise<TMe> {
  return apiClient.patch<TMe>('/users/my-users', { body: input, showError: false });
}

/** PATCH /users/my-users; the answer is the whole user, so the session cache takes it as is. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(authKeys.me(), me);
      return queryClient.invalidateQueries({ queryKey: authKeys.checkUserInfo() });
    },
  });
}
