import { z } from 'zod';
import { PRODUCTION_PASSWORD_HASH_COST } from '@/server/accounts/password-hasher';

const ZBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopbackOrigin = (origin: string) => LOOPBACK_HOSTS.has(new URL(origin).hostname);

/** Every server setting, validated once at start; see .env.example for their meaning. */
const ZServerEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_ORIGIN: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().default(''),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REMINDER_LEAD_HOURS: z.coerce.number().positive().max(24 * 14).default(24),
  /** With the embedded database, how often the server itself runs the due jobs (0: never; `npm run jobs` then). */
  JOBS_INTERVAL_MINUTES: z.coerce.number().min(0).max(24 * 60).default(10),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  MAIL_FROM: z.string().default('Tablée <bonjour@tablee.app>'),
  CONTACT_EMAIL: z.email().default('contact@tablee.app'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  /** Text messages (phone verification codes) through Twilio when the three are set, else files in DATA_DIR/sms. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account sid (AC and 32 hex digits)').optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** A Twilio number (+…), an alphanumeric sender id, or a Messaging Service sid (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** Tests only: where Twilio calls go instead of its production API. */
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /** How long a call to the SMS provider may take before the request gives up with sms_provider_timeout. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Stripe is offered only when the three keys are set (adapters/payments/select-payment-adapters.ts). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Tests and stripe-mock only: where the Stripe SDK sends its calls instead of https://api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /** Mobile money through CinetPay, offered only when the three are set (adapters/payments/mobile-money/). */
  CINETPAY_API_KEY: z.string().optional(),
  CINETPAY_SITE_ID: z.string().regex(/^\d+$/, 'must be the numeric site id of the CinetPay service').optional(),
  CINETPAY_SECRET_KEY: z.string().optional(),
  /** Tests only: where CinetPay calls go instead of its production API. */
  CINETPAY_BASE_URL: z.url().default('https://api-checkout.cinetpay.com'),
  /** How long a call to CinetPay may take before the request gives up with payment_provider_timeout. */
  CINETPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** Avatars in an S3-compatible bucket instead of DATA_DIR/avatars (adapters/avatars/select-avatar-store.ts). */
  AVATAR_S3_BUCKET: z.string().optional(),
  AVATAR_S3_ENDPOINT: z.url().optional(),
  AVATAR_S3_REGION: z.string().default('us-east-1'),
  AVATAR_S3_ACCESS_KEY_ID: z.string().optional(),
  AVATAR_S3_SECRET_ACCESS_KEY: z.string().optional(),
  AVATAR_S3_PREFIX: z.string().regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folder names each ending with /').default('avatars/'),
  AVATAR_S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Web Push (adapters/push/): both keys or neither; unset, one pair is generated once and kept in the app_keys table. */
  WEB_PUSH_VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url P-256 public key').optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url P-256 private key').optional(),
  /** Who push services may contact about our pushes; mailto:CONTACT_EMAIL when unset. */
  WEB_PUSH_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL').optional(),
  /** Firebase Realtime Database mirror of each diner's data and live events, when the four are set (adapters/realtime/firebase/). */
  FIREBASE_DATABASE_URL: z.url().optional(),
  /** Also, on its own: sign-in with Google or a phone number through Firebase Authentication (adapters/identity/). */
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_CLIENT_EMAIL: z.email().optional(),
  /** The service account's PEM key; `\n` escapes (as one .env line holds it) are read as line breaks. */
  FIREBASE_PRIVATE_KEY: z.string().transform((key) => key.replace(/\\n/g, '\n')).optional(),
  /** Tests only: where the service account's access token is asked for instead of Google's OAuth2 endpoint. */
  FIREBASE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** How long one call to Firebase may take before it is given up (and logged). */
  FIREBASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  MANAGER_SITE_URL: z.url().optional(),
  /** Tests only: where Google publishes the keys that sign Firebase ID tokens (JWK set, or x509 certificates by kid). */
  FIREBASE_AUTH_KEYS_URL: z.url().default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  TRUST_PROXY: ZBoolean.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** scrypt's cost for new password hashes, as log2 N (server/accounts/password-hasher.ts); below 15 only for tests. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PRODUCTION_PASSWORD_HASH_COST),
  /** End-to-end tests only: lets a request shift the server's clock (see server/http/test-clock.ts). */
  TEST_CLOCK: z.enum(['enabled', 'disabled']).default('disabled'),
}).superRefine((env, ctx) => {
  if (env.TWILIO_ACCOUNT_SID) {
    for (const key of ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when TWILIO_ACCOUNT_SID is set' });
    }
  }
  if (env.AVATAR_S3_BUCKET) {
    for (const key of ['AVATAR_S3_ENDPOINT', 'AVATAR_S3_ACCESS_KEY_ID', 'AVATAR_S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AVATAR_S3_BUCKET is set' });
    }
  }
  if (Boolean(env.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(env.WEB_PUSH_VAPID_PRIVATE_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['WEB_PUSH_VAPID_PRIVATE_KEY'], message: 'WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY go together' });
  }
  // `next start` always runs as production, so the e2e server is production too: what tells it from
  // a real deployment is that it only answers on a loopback address.
  if (env.TEST_CLOCK === 'enabled' && env.NODE_ENV === 'production' && !isLoopbackOrigin(env.APP_ORIGIN)) {
    ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'refused in production unless APP_ORIGIN is a loopback address (an end-to-end test server)' });
  }
  if (env.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_HASH_COST && env.NODE_ENV === 'production' && !isLoopbackOrigin(env.APP_ORIGIN)) {
    ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: `below ${PRODUCTION_PASSWORD_HASH_COST} is refused in production unless APP_ORIGIN is a loopback address (an end-to-end test server)` });
  }
});

export type ServerEnv = z.infer<typeof ZServerEnv>;

let cached: ServerEnv | undefined;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZServerEnv.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export function getServerEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
