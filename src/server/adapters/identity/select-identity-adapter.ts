import type { ServerEnv } from '@/config/env.server';
import type { IdentityAdapter } from './identity-adapter';
import { createFirebaseIdentityAdapter } from './firebase-identity-adapter';
import { createPasswordIdentityAdapter } from './password-identity-adapter';

/** Firebase Authentication (Google, phone) on top of e-mail and password when FIREBASE_PROJECT_ID is set. */
export function selectIdentityAdapter(env: ServerEnv, now: () => Date): IdentityAdapter {
  if (!env.FIREBASE_PROJECT_ID) return createPasswordIdentityAdapter();
  return createFirebaseIdentityAdapter({ projectId: env.FIREBASE_PROJECT_ID, keysUrl: env.FIREBASE_AUTH_KEYS_URL, now });
}
