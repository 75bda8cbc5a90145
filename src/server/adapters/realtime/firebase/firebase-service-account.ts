import type { ServerEnv } from '@/config/env.server';

export type FirebaseEnv = Pick<
  ServerEnv,
  'FIREBASE_DATABASE_URL' | 'FIREBASE_PROJECT_ID' | 'FIREBASE_CLIENT_EMAIL' | 'FIREBASE_PRIVATE_KEY' | 'FIREBASE_TOKEN_URL' | 'FIREBASE_TIMEOUT_MS'
>;

/** The service account the server writes the Realtime Database with and signs the browsers' custom tokens with. */
export interface FirebaseServiceAccount {
  databaseUrl: string;
  projectId: string;
  clientEmail: string;
  privateKeyPem: string;
  tokenUrl: string;
  timeoutMs: number;
}

/** Firebase needs all four; half a configuration is no configuration (the SSE channel alone then). */
export function firebaseServiceAccountOf(env: FirebaseEnv): FirebaseServiceAccount | null {
  const { FIREBASE_DATABASE_URL, FIREBASE_PROJECT_ID, FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY } = env;
  if (!FIREBASE_DATABASE_URL || !FIREBASE_PROJECT_ID || !FIREBASE_CLIENT_EMAIL || !FIREBASE_PRIVATE_KEY) return null;
  return {
    databaseUrl: FIREBASE_DATABASE_URL.replace(/\/+$/, ''),
    projectId: FIREBASE_PROJECT_ID,
    clientEmail: FIREBASE_CLIENT_EMAIL,
    privateKeyPem: FIREBASE_PRIVATE_KEY,
    tokenUrl: env.FIREBASE_TOKEN_URL,
    timeoutMs: env.FIREBASE_TIMEOUT_MS,
  };
}
