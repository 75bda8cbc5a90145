import { readServerEnv } from '@/config/env.server';
import { createFileMailAdapter } from '@/server/adapters/mail/file-mail-adapter';
import { createFileSmsAdapter } from '@/server/adapters/sms/file-sms-adapter';
import { createFileAvatarStore } from '@/server/adapters/avatars/file-avatar-store';
import { selectPaymentAdapters, selectSavedCardsAdapter } from '@/server/adapters/payments/select-payment-adapters';
import { createPasswordIdentityAdapter } from '@/server/adapters/identity/password-identity-adapter';
import { selectPushAdapter } from '@/server/adapters/push/select-push-adapter';
import { selectRealtimeAdapter } from '@/server/adapters/realtime/select-realtime-adapter';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { createDatabaseRateLimiter } from '@/server/http/rate-limiter';
import { createLogger } from '@/server/logging/logger';

/** The real API over the bench database, as production builds it (no network: `app.request`). */
export function createBenchApp(database: Database) {
  const logger = createLogger({ destination: { write: () => undefined } });
  const now = () => new Date();
  const env = readServerEnv({ NODE_ENV: 'production' });
  return createApp({
    db: database.db,
    env,
    mail: createFileMailAdapter('bench/.data/mail'),
    sms: createFileSmsAdapter('bench/.data/sms'),
    avatars: createFileAvatarStore('bench/.data/avatars'),
    rateLimiter: createDatabaseRateLimiter(database.db),
    payments: selectPaymentAdapters(env),
    savedCards: selectSavedCardsAdapter(env),
    identity: createPasswordIdentityAdapter(),
    push: selectPushAdapter(database.db, env),
    // Request lines are built as in production (their cost is part of the figures), then dropped.
    logger,
    now,
    realtime: selectRealtimeAdapter({ db: database.db, env, logger, now }),
  });
}
