import type { ClientEnv } from '@/config/env.client';
import type { AnalyticsAdapter } from './analytics-adapter';

export const hasFirebaseAnalyticsConfig = (env: ClientEnv): boolean =>
  Boolean(env.NEXT_PUBLIC_FIREBASE_API_KEY && env.NEXT_PUBLIC_FIREBASE_PROJECT_ID && env.NEXT_PUBLIC_FIREBASE_APP_ID && env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID);

/** Loaded with dynamic import so the Firebase SDK is only downloaded when it is configured. */
export async function createFirebaseAnalyticsAdapter(env: ClientEnv): Promise<AnalyticsAdapter | null> {
  const [{ initializeApp, getApps }, { getAnalytics, isSupported, logEvent }] = await Promise.all([import('firebase/app'), import('firebase/analytics')]);
  if (!(await isSupported())) return null;
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
      authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
      projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
      appId: env.NEXT_PUBLIC_FIREBASE_APP_ID,
      measurementId: env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
    });
  const analytics = getAnalytics(app);
  return {
    logScreenView({ path, screenClass }) {
      logEvent(analytics, 'screen_view', { firebase_screen: path, firebase_screen_class: screenClass });
    },
    logEvent({ name, params }) {
      logEvent(analytics, name, params);
    },
  };
}
