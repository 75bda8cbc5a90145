import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@/contracts/account-contract';
import { authKeys } from '@/lib/session/auth-keys';
import { apiClient } from '@/lib/api-client/api-client';

export interface TMyNames {
  firstName: string;
  lastName: string;
}

/** PATCH /users/my-users with the names only (the address book asks for them first). */
export function updateMyNames(names: TMyNames): Promise<TMe> {
  return apiClient.patch<TMe>('/users/my-users', { body: names, showError: false });
}

export function useUpdateMyNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyNames,
    onSuccess: (me) => {
      queryClient.setQueryData(authKeys.me(), me);
      return queryClient.invalidateQueries({ queryKey: authKeys.checkUserInfo() });
    },
  });
}
