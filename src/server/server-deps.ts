import { getServerEnv, type ServerEnv } from '@/config/env.server';
import type { Db } from './db/client';
import { getDatabase } from './db/instance';
import { selectMailAdapter } from './adapters/mail/select-mail-adapter';
import { selectSmsAdapter } from './adapters/sms/select-sms-adapter';
import { selectAvatarStore } from './adapters/avatars/select-avatar-store';
import { selectRealtimeAdapter } from './adapters/realtime/select-realtime-adapter';
import { selectPaymentAdapters, selectSavedCardsAdapter } from './adapters/payments/select-payment-adapters';
import { selectIdentityAdapter } from './adapters/identity/select-identity-adapter';
import { selectPushAdapter } from './adapters/push/select-push-adapter';
import { createDatabaseRateLimiter } from './http/rate-limiter';
import type { AppDeps } from './http/app-env';
import { getAppLogger } from './logging/app-logger';
import type { Logger } from './logging/logger';

const globalForDeps = globalThis as typeof globalThis & { __tableeDeps?: Promise<AppDeps> };

/** The process's dependencies, shared by the API route and the page-props loaders. */
export function getServerDeps(): Promise<AppDeps> {
  globalForDeps.__tableeDeps ??= buildDeps().catch((error: unknown) => {
    globalForDeps.__tableeDeps = undefined;
    throw error;
  });
  return globalForDeps.__tableeDeps;
}

export interface DepsParts {
  db: Db;
  env: ServerEnv;
  logger: Logger;
  mail?: AppDeps['mail'];
  sms?: AppDeps['sms'];
  payments?: AppDeps['payments'];
  push?: AppDeps['push'];
  now?: () => Date;
  /** The PostgreSQL database to LISTEN on for live events of other instances; the env's DATABASE_URL unless given. */
  listenUrl?: string;
}

/** How one app instance is wired over a database; tests build a second instance (or a restart) the same way. */
export function assembleDeps({ db, env, logger, mail = selectMailAdapter(env), sms = selectSmsAdapter(env), payments = selectPaymentAdapters(env), push = selectPushAdapter(db, env), now = () => new Date(), listenUrl = env.DATABASE_URL }: DepsParts): AppDeps {
  const realtime = selectRealtimeAdapter({ db, env, logger, now, listenUrl });
  return { db, env, mail, sms, avatars: selectAvatarStore(env), realtime, rateLimiter: createDatabaseRateLimiter(db), push, payments, savedCards: selectSavedCardsAdapter(env), identity: selectIdentityAdapter(env, now), logger, now };
}

async function buildDeps(): Promise<AppDeps> {
  const env = getServerEnv();
  const database = await getDatabase();
  const logger = getAppLogger();
  if (env.TEST_CLOCK === 'enabled') logger.warn('test clock enabled: requests may shift the server clock with X-Test-Clock-Offset (end-to-end tests only)');
  return assembleDeps({ db: database.db, env, logger });
}
