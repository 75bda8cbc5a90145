import type { ClientEnv } from '@/config/env.client';
import { CONNECT_PROVIDERS, type TConnectProvider } from '@/contracts/connect-contract';

export interface FirebaseSignInConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  providers: TConnectProvider[];
}

/** Next inlines it here, in the sign-in views' lazily loaded chunk, rather than in the shared env module. */
export const signInProvidersSetting = (): string | undefined => process.env.NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS;

/** The sign-in buttons to show, or null (nothing changes on the screens) when Firebase sign-in is not configured. */
export function readFirebaseSignInConfig(env: ClientEnv, providersSetting = signInProvidersSetting()): FirebaseSignInConfig | null {
  const { NEXT_PUBLIC_FIREBASE_API_KEY: apiKey, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain, NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId, NEXT_PUBLIC_FIREBASE_APP_ID: appId } = env;
  const wanted = (providersSetting ?? '').split(',').map((p) => p.trim());
  const providers = CONNECT_PROVIDERS.filter((provider) => wanted.includes(provider));
  if (!apiKey || !authDomain || !projectId || !appId || providers.length === 0) return null;
  return { apiKey, authDomain, projectId, appId, providers };
}
