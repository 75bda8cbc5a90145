import type { ClientEnv } from '@/config/env.client';
import { CONNECT_PROVIDERS, type TConnectProvider } from '@/contracts/connect-contract';

export interface FirebaseSignInConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  providers: TConnectProvider[];
}

/** The sign-in buttons to show, or null (nothing changes on the screens) when Firebase sign-in is not configured. */
export function readFirebaseSignInConfig(env: ClientEnv): FirebaseSignInConfig | null {
  const { NEXT_PUBLIC_FIREBASE_API_KEY: apiKey, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain, NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId, NEXT_PUBLIC_FIREBASE_APP_ID: appId } = env;
  const wanted = (env.NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS ?? '').split(',').map((p) => p.trim());
  const providers = CONNECT_PROVIDERS.filter((provider) => wanted.includes(provider));
  if (!apiKey || !authDomain || !projectId || !appId || providers.length === 0) return null;
  return { apiKey, authDomain, projectId, appId, providers };
}
