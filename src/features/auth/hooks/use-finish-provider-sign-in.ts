import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TConnectProvider } from '@/contracts/connect-contract';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useConnect } from '../api/connect';
import { useUserCheck } from './use-user-check';

/** Firebase's error codes a diner can act on; anything else reads as a generic failure. */
const FIREBASE_ERRORS = new Set(['auth/invalid-phone-number', 'auth/invalid-verification-code', 'auth/code-expired', 'auth/too-many-requests', 'auth/popup-blocked', 'auth/network-request-failed']);
/** The diner closed Google's window: nothing to say. */
const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

const firebaseCode = (error: unknown): string | null =>
  error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('auth/') ? (error as { code: string }).code : null;

/**
 * After Firebase signed the diner in: the ID token exchanged for our session, then exactly what a
 * password login does (toast, `onSignedIn`, the post-login user check).
 */
export function useFinishProviderSignIn(onSignedIn?: () => void) {
  const { t } = useTranslation('auth');
  const connect = useConnect();
  const runUserCheck = useUserCheck();
  const apiError = useApiErrorText('auth');

  const finish = useCallback(
    async (provider: TConnectProvider, token: string) => {
      await connect.mutateAsync({ provider, token });
      showToast({ kind: 'success', text: t('login.success') });
      onSignedIn?.();
      void runUserCheck();
    },
    [connect, t, onSignedIn, runUserCheck],
  );

  /** The text to show for a failure, or null when the diner simply cancelled. */
  const errorText = useCallback(
    (error: unknown): string | null => {
      const code = firebaseCode(error);
      if (code && CANCELLED.has(code)) return null;
      if (code) return t(FIREBASE_ERRORS.has(code) ? `providers.errors.${code.replace('auth/', '')}` : 'providers.errors.failed');
      return apiError(error);
    },
    [t, apiError],
  );

  return { finish, errorText };
}
