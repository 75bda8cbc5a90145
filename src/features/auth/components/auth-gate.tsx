import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { removeAuthCookie } from '@/lib/auth-cookie';
import { getUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { hasAuthCookie, useMe } from '@/lib/session/get-me';
import { clearCachedUserSettings, writeCachedUserSettings } from '@/lib/session/user-settings-cache';
import { VERIFY_EMAIL_PARAM } from '../model/verify-email-param';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

const VerifyEmailLink = clientOnlyDynamic(() => import('./verify-email-link').then((module) => module.VerifyEmailLink));

/**
 * Reports the login state to the UI store (SPEC §4: unknown until the provider reports). A user
 * prefetched on the server is known on the first render; otherwise a missing cookie means a
 * visitor, and a cookie waits for GET /whoAmI (a 401 there clears it).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const known = me.data !== undefined;
  // First render only: nothing subscribes to the store yet, so setting it here repaints nothing.
  useState(() => {
    if (known && getUiState().authorized === null) setAuthorized(me.data !== null, me.data?.avatarUrl ?? null);
    return null;
  });

  useEffect(() => {
    const current = getUiState().authorized;
    if (me.data !== undefined) {
      const next = me.data !== null;
      // The server found no live session for this cookie: drop it so later calls go out anonymous.
      if (!next && hasAuthCookie()) removeAuthCookie();
      if (current !== next || (next && getUiState().userAvatar !== me.data?.avatarUrl)) setAuthorized(next, me.data?.avatarUrl ?? null);
    } else if (!hasAuthCookie()) {
      if (current !== false) setAuthorized(false);
    } else if (me.isError && current === null) {
      // The token exists but the check failed (offline): SPEC §4 counts the token as logged in.
      setAuthorized(true);
    }
  }, [me.data, me.isError]);

  // SPEC §9: the settings follow the account; a signed-out browser keeps none.
  useEffect(() => {
    if (me.data) writeCachedUserSettings(me.data.settings);
    else if (me.data === null || !hasAuthCookie()) clearCachedUserSettings();
  }, [me.data]);

  // Once opened from the e-mail's link it stays mounted, so the confirmation's answer is not lost when the URL is tidied.
  const hasVerifyLink = typeof useRouter().query[VERIFY_EMAIL_PARAM] === 'string';
  const [isVerifying, setVerifying] = useState(false);
  if (hasVerifyLink && !isVerifying) setVerifying(true);
  return (
    <>
      {children}
      {isVerifying && <VerifyEmailLink />}
    </>
  );
}
