import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toast/toast-store';
import { getUiState, openModal } from '@/lib/ui-state/ui-store';
import { useVerifyEmail } from '../api/verify-email';
import { VERIFY_EMAIL_PARAM } from '../model/verify-email-param';


/**
 * The link in the verification e-mail lands on any page with `?verifyEmailToken=`: confirm, then
 * tidy the URL. The link signs nobody in (whoever holds the mailbox is not necessarily who chose
 * the password), so a visitor is asked to log in next.
 */
export function useVerifyEmailParam() {
  const router = useRouter();
  const { t } = useTranslation('common');
  const { mutate } = useVerifyEmail();
  const handled = useRef<string | null>(null);
  const raw = router.query[VERIFY_EMAIL_PARAM];
  const token = typeof raw === 'string' ? raw : null;

  useEffect(() => {
    if (!router.isReady || !token || handled.current === token) return;
    handled.current = token;
    const { [VERIFY_EMAIL_PARAM]: _removed, ...query } = router.query;
    const clearParam = () => router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    mutate(
      { token },
      {
        onSuccess: ({ status }) => {
          const signedIn = getUiState().authorized === true;
          if (status === 'already_verified') showToast({ kind: 'info', text: t('auth.emailAlreadyVerified') });
          else showToast({ kind: 'success', text: t(signedIn ? 'auth.emailVerified' : 'auth.emailVerifiedLogIn') });
          // Opened once the URL is tidied: the modal owns a history entry that replacing the URL would drop.
          void clearParam().then(() => !signedIn && openModal('LOGIN'));
        },
        onError: () => void clearParam(),
      },
    );
  }, [router, token, mutate, t]);
}
