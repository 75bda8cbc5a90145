/**
 * The public (NEXT_PUBLIC_*) settings as the browser sees them. They are validated with zod at
 * start (env.client-schema.ts, called by scripts/start.ts), so no schema code ships to the client.
 */
export interface ClientEnv {
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_TERMS_URL?: string;
  NEXT_PUBLIC_PRIVACY_URL?: string;
  NEXT_PUBLIC_ABOUT_URL?: string;
  NEXT_PUBLIC_LEGAL_URL?: string;
  NEXT_PUBLIC_MANAGER_SITE_URL?: string;
  NEXT_PUBLIC_FIREBASE_API_KEY?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  NEXT_PUBLIC_FIREBASE_PROJECT_ID?: string;
  NEXT_PUBLIC_FIREBASE_APP_ID?: string;
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID?: string;
  /**
   * `google`, `phone` or both, comma-separated: the sign-in buttons shown through Firebase Authentication.
   * Not in rawClientEnv: only the lazily loaded sign-in views read it (features/auth/model/firebase-sign-in-config.ts),
   * so it stays out of every page's first-load script.
   */
  NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS?: string;
  /** With the API key and project id: live events come through this Realtime Database instead of GET /api/live. */
  NEXT_PUBLIC_FIREBASE_DATABASE_URL?: string;
  /** A slippy-map tile template with {z}, {x} and {y}: the address form then shows a map to drop the pin on. */
  NEXT_PUBLIC_MAP_TILES_URL?: string;
  NEXT_PUBLIC_MAP_ATTRIBUTION?: string;
}

export type RawClientEnv = Partial<Record<keyof ClientEnv, string | undefined>>;

const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Next inlines NEXT_PUBLIC_* only when spelled out literally, so each is read by name. */
export const rawClientEnv = (): RawClientEnv => ({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_TERMS_URL: process.env.NEXT_PUBLIC_TERMS_URL,
  NEXT_PUBLIC_PRIVACY_URL: process.env.NEXT_PUBLIC_PRIVACY_URL,
  NEXT_PUBLIC_ABOUT_URL: process.env.NEXT_PUBLIC_ABOUT_URL,
  NEXT_PUBLIC_LEGAL_URL: process.env.NEXT_PUBLIC_LEGAL_URL,
  NEXT_PUBLIC_MANAGER_SITE_URL: process.env.NEXT_PUBLIC_MANAGER_SITE_URL,
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
  NEXT_PUBLIC_MAP_TILES_URL: process.env.NEXT_PUBLIC_MAP_TILES_URL,
  NEXT_PUBLIC_MAP_ATTRIBUTION: process.env.NEXT_PUBLIC_MAP_ATTRIBUTION,
});

/** Blank means unset (an empty line in .env hides a link); the site URL has a default and no trailing slash. */
export function normalizeClientEnv(source: RawClientEnv): ClientEnv {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== '')) as RawClientEnv;
  return { ...set, NEXT_PUBLIC_SITE_URL: (set.NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '') };
}

let cached: ClientEnv | undefined;

export function getClientEnv(): ClientEnv {
  cached ??= normalizeClientEnv(rawClientEnv());
  return cached;
}
