import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { apiClient } from '@/lib/api-client/api-client';
import { removeAuthCookie } from '@/lib/auth-cookie';
import { showToast } from '@/lib/toast/toast-store';
import { setAuthorized } from '@/lib/ui-state/ui-store';
import { authKeys } from '@/lib/session/auth-keys';

export function logOut(): Promise<void> {
  return apiClient.post<void>('/auth/logout', { showError: false });
}

/** Forgets the session in this browser (cookie, the account's cached data), then says so (`t` of `common`). */
function forgetSession(queryClient: QueryClient, t: TFunction) {
  removeAuthCookie();
  queryClient.removeQueries({ queryKey: authKeys.all });
  queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
  queryClient.setQueryData(authKeys.me(), null);
  setAuthorized(false);
  showToast({ kind: 'info', text: t('auth.loggedOut') });
}

/** Signs out locally even when the server call fails: the visitor asked to leave. For a control that shows no progress (the header's menu). */
export async function signOut(queryClient: QueryClient, t: TFunction): Promise<void> {
  await logOut().catch(() => undefined);
  forgetSession(queryClient, t);
}

/** The same, as a mutation whose progress a button shows (the user drawer). */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: () => logOut().catch(() => undefined),
    onSettled: () => forgetSession(queryClient, t),
  });
}
