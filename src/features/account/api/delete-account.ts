import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { removeAuthCookie } from '@/lib/auth-cookie';
import { authKeys } from '@/lib/session/auth-keys';
import { clearCachedUserSettings } from '@/lib/session/user-settings-cache';
import { setAuthorized } from '@/lib/ui-state/ui-store';

export function deleteAccount(input: TDeleteAccountRequest): Promise<void> {
  return apiClient.delete<void>('/users/my-users', { body: input, showError: false });
}

/** The account is gone with its sessions: the browser forgets it the way logout does. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      removeAuthCookie();
      clearCachedUserSettings();
      queryClient.removeQueries({ queryKey: authKeys.all });
      queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
      queryClient.setQueryData(authKeys.me(), null);
      setAuthorized(false);
    },
  });
}
