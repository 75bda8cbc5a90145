import { z } from 'zod';
import { normalizeClientEnv, type ClientEnv, type RawClientEnv } from './env.client';

const optionalUrl = z.url().optional();

/** Checked once at start (scripts/start.ts) and in tests; the browser only reads the values. */
const ZClientEnv = z.object({
  NEXT_PUBLIC_SITE_URL: z.url(),
  NEXT_PUBLIC_TERMS_URL: optionalUrl,
  NEXT_PUBLIC_PRIVACY_URL: optionalUrl,
  NEXT_PUBLIC_ABOUT_URL: optionalUrl,
  NEXT_PUBLIC_LEGAL_URL: optionalUrl,
  NEXT_PUBLIC_MANAGER_SITE_URL: optionalUrl,
  NEXT_PUBLIC_FIREBASE_API_KEY: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_APP_ID: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS: z.string().regex(/^\s*(google|phone)(\s*,\s*(google|phone))*\s*$/, 'must be google, phone or both, comma-separated').optional(),
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: optionalUrl,
  NEXT_PUBLIC_MAP_TILES_URL: z
    .string()
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)) && URL.canParse(value.replace(/[{}]/g, '')), 'a tile URL template with {z}, {x} and {y}')
    .optional(),
  NEXT_PUBLIC_MAP_ATTRIBUTION: z.string().optional(),
});

export function readClientEnv(source: RawClientEnv): ClientEnv {
  const parsed = ZClientEnv.safeParse(normalizeClientEnv(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid public environment: ${problems}`);
  }
  return parsed.data;
}
