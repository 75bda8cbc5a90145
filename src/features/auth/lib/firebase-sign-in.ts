import { getApps, initializeApp } from 'firebase/app';
import { getAuth, GoogleAuthProvider, RecaptchaVerifier, signInWithPhoneNumber, signInWithPopup, signOut, type Auth, type User } from 'firebase/auth';
import type { FirebaseSignInConfig } from '../model/firebase-sign-in-config';

/*
 * The only module that imports the Firebase Authentication SDK: the sign-in buttons load it with
 * import() on first use, so no page carries it in its first-load JavaScript.
 */

function auth(config: FirebaseSignInConfig): Auth {
  const app = getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId });
  return getAuth(app);
}

/** Our own session replaces Firebase's once the token is exchanged, so Firebase keeps nobody signed in. */
async function idTokenThenSignOut(firebaseAuth: Auth, user: User): Promise<string> {
  try {
    return await user.getIdToken();
  } finally {
    await signOut(firebaseAuth).catch(() => undefined);
  }
}

/** Google's pop-up; answers the Firebase ID token to post to /connect/google. */
export async function signInWithGoogle(config: FirebaseSignInConfig, language: string): Promise<string> {
  const firebaseAuth = auth(config);
  firebaseAuth.languageCode = language;
  const { user } = await signInWithPopup(firebaseAuth, new GoogleAuthProvider());
  return idTokenThenSignOut(firebaseAuth, user);
}

export type ConfirmPhoneCode = (code: string) => Promise<string>;

/**
 * Texts a code to the number (E.164), behind an invisible reCAPTCHA rendered in `host`; answers
 * the step that checks the code and gives the ID token to post to /connect/phone.
 */
export async function sendPhoneCode(config: FirebaseSignInConfig, language: string, phone: string, host: HTMLElement): Promise<ConfirmPhoneCode> {
  const firebaseAuth = auth(config);
  firebaseAuth.languageCode = language;
  const verifier = new RecaptchaVerifier(firebaseAuth, host, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(firebaseAuth, phone, verifier);
    return async (code) => idTokenThenSignOut(firebaseAuth, (await confirmation.confirm(code)).user);
  } finally {
    verifier.clear();
  }
}
