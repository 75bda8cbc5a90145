import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerEnv } from '@/config/env.server';
import type { Db } from '@/server/db/client';
import type { MailAdapter } from '@/server/adapters/mail/mail-adapter';
import type { SmsAdapter } from '@/server/adapters/sms/sms-adapter';
import type { AvatarStore } from '@/server/adapters/avatars/avatar-store';
import type { RealtimeAdapter } from '@/server/adapters/realtime/realtime-adapter';
import type { PaymentAdapters } from '@/server/adapters/payments/payment-adapter';
import type { SavedCardsAdapter } from '@/server/adapters/payments/saved-cards-adapter';
import type { IdentityAdapter } from '@/server/adapters/identity/identity-adapter';
import type { PushAdapter } from '@/server/adapters/push/push-adapter';
import type { RateLimiter } from './rate-limiter';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { Logger } from '@/server/logging/logger';

/** What every request handler may use; built once per app (tests build their own). */
export interface AppDeps {
  db: Db;
  env: ServerEnv;
  mail: MailAdapter;
  sms: SmsAdapter;
  avatars: AvatarStore;
  /** Live events to the users a change concerns (GET /api/live); publish after the transaction commits. */
  realtime: RealtimeAdapter;
  rateLimiter: RateLimiter;
  /** Web Push to the diners' installed apps and browsers; best effort after the change committed. */
  push: PushAdapter;
  /** The payment providers configured at start (on_site always). */
  payments: PaymentAdapters;
  /** The diners' saved cards at the card provider; null when Stripe is not configured (no card is kept). */
  savedCards: SavedCardsAdapter | null;
  /** Outside sign-in providers (Firebase: Google, phone) besides e-mail and password. */
  identity: IdentityAdapter;
  /** Inside a request, a child logger that stamps every line with the request id. */
  logger: Logger;
  now: () => Date;
}

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** The language catalogue text is answered in: `lang` query, else Accept-Language, else fr. */
    locale: ContentLocale;
    /** Set by the auth middleware when a valid bearer token came with the request. */
    user: AuthenticatedUser | null;
  };
}

export type ApiApp = OpenAPIHono<AppEnv>;
