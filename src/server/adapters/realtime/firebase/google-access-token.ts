import type { FirebaseServiceAccount } from './firebase-service-account';
import { signAsServiceAccount } from './service-account-signer';

/** What the server may do with the token: read and write the Realtime Database as an admin. */
const SCOPES = 'https://www.googleapis.com/auth/firebase.database https://www.googleapis.com/auth/userinfo.email';
/** A token this close to its expiry is renewed first, so none expires on its way to Firebase. */
const RENEW_BEFORE_MS = 60_000;

export interface AccessTokenSource {
  get(): Promise<string>;
}

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}

/**
 * OAuth2 access tokens of the service account (RFC 7523 JWT bearer grant, as Google documents for
 * service accounts), kept until shortly before they expire; concurrent callers share one request.
 */
export function createAccessTokenSource(account: FirebaseServiceAccount, now: () => Date): AccessTokenSource {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const at = now();
    const assertion = await signAsServiceAccount(account, { aud: account.tokenUrl, scope: SCOPES }, at);
    const response = await fetch(account.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(account.timeoutMs),
    });
    if (!response.ok) throw new Error(`Firebase access token refused (HTTP ${response.status})`);
    const answer = (await response.json()) as TokenAnswer;
    if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number') throw new Error('Firebase access token answer unreadable');
    cached = { token: answer.access_token, expiresAt: at.getTime() + answer.expires_in * 1000 };
    return answer.access_token;
  };

  return {
    get() {
      if (cached && cached.expiresAt - RENEW_BEFORE_MS > now().getTime()) return Promise.resolve(cached.token);
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
