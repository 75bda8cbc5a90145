import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { apiClient } from '@/lib/api-client/api-client';
import { removeAuthCookie } from '@/lib/auth-cookie';
import { showToast } from '@/lib/toast/toast-store';
import { setAuthorized } from '@/lib/ui-state/ui-store';
import { authKeys } from '@/lib/session/auth-keys';

export function logOut(): Promise<void> {
  return apiClient.post<void>('/auth/logout', { showError: false });
}

/** Signs out locally even when the server call fails: the visitor asked to leave. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: () => logOut().catch(() => undefined),
    onSettled: () => {
      removeAuthCookie();
      queryClient.removeQueries({ queryKey: authKeys.all });
      queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
      queryClient.setQueryData(authKeys.me(), null);
      setAuthorized(false);
      showToast({ kind: 'info', text: t('auth.loggedOut') });
    },
  });
}
