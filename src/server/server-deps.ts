import { getServerEnv } from '@/config/env.server';
import { getDatabase } from './db/instance';
import { selectMailAdapter } from './adapters/mail/select-mail-adapter';
import { createMemoryRateLimiter } from './http/rate-limiter';
import type { AppDeps } from './http/app-env';

const globalForDeps = globalThis as typeof globalThis & { __tableeDeps?: Promise<AppDeps> };

/** The process's dependencies, shared by the API route and the page-props loaders. */
export function getServerDeps(): Promise<AppDeps> {
  globalForDeps.__tableeDeps ??= buildDeps().catch((error: unknown) => {
    globalForDeps.__tableeDeps = undefined;
    throw error;
  });
  return globalForDeps.__tableeDeps;
}

async function buildDeps(): Promise<AppDeps> {
  const env = getServerEnv();
  const database = await getDatabase();
  if (env.TEST_CLOCK === 'enabled') console.warn('[test-clock] enabled: requests may shift the server clock with X-Test-Clock-Offset (end-to-end tests only)');
  return { db: database.db, env, mail: selectMailAdapter(env), rateLimiter: createMemoryRateLimiter(), now: () => new Date() };
}
