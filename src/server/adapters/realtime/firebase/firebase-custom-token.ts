import type { FirebaseServiceAccount } from './firebase-service-account';
import { signAsServiceAccount } from './service-account-signer';

/** The audience Firebase Authentication expects of a custom token (signInWithCustomToken). */
export const CUSTOM_TOKEN_AUDIENCE = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

/** A custom token whose `uid` is our user id: signed in with it, the browser is `auth.uid` in the database rules. */
export function mintFirebaseCustomToken(account: FirebaseServiceAccount, uid: string, now: Date): Promise<string> {
  return signAsServiceAccount(account, { aud: CUSTOM_TOKEN_AUDIENCE, uid }, now);
}
