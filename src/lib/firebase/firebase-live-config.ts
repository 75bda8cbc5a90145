import type { ClientEnv } from '@/config/env.client';

/** What the Firebase SDK needs to reach the Realtime Database (a FirebaseOptions subset, without importing the SDK). */
export interface FirebaseLiveConfig {
  apiKey: string;
  projectId: string;
  databaseURL: string;
  authDomain?: string;
  appId?: string;
}

/** Live data goes through Firebase when the browser knows its database; otherwise through GET /api/live. */
export function firebaseLiveConfigOf(env: ClientEnv): FirebaseLiveConfig | null {
  const { NEXT_PUBLIC_FIREBASE_API_KEY: apiKey, NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId, NEXT_PUBLIC_FIREBASE_DATABASE_URL: databaseURL } = env;
  if (!apiKey || !projectId || !databaseURL) return null;
  return {
    apiKey,
    projectId,
    databaseURL,
    ...(env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN && { authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN }),
    ...(env.NEXT_PUBLIC_FIREBASE_APP_ID && { appId: env.NEXT_PUBLIC_FIREBASE_APP_ID }),
  };
}
