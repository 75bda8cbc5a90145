import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { showToast } from '@/lib/toast/toast-store';
import { useVerifyEmail } from '../api/verify-email';

export const VERIFY_EMAIL_PARAM = 'verifyEmailToken';

/** The link in the verification e-mail lands on any page with `?verifyEmailToken=`: confirm, then tidy the URL. */
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
    const clearParam = () => void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    mutate(
      { token },
      {
        onSuccess: ({ status }) =>
          showToast(status === 'already_verified' ? { kind: 'info', text: t('auth.emailAlreadyVerified') } : { kind: 'success', text: t('auth.emailVerified') }),
        onSettled: clearParam,
      },
    );
  }, [router, token, mutate, t]);
}
