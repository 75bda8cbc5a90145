import type { ServerEnv } from '@/config/env.server';
import type { AppDeps } from '@/server/http/app-env';
import { startJobTimer } from './job-timer';
import { runDueJobs } from './run-due-jobs';

const globalForJobs = globalThis as typeof globalThis & { __tableeJobTimer?: () => void };

/**
 * With the embedded database one process owns `.data/pglite`, so the server runs the due jobs
 * itself instead of a second `npm run jobs` process. With PostgreSQL a scheduler calls `npm run
 * jobs`, which every instance may do safely; the server starts no timer. Started once per process.
 */
export async function startEmbeddedJobTimer(env: Pick<ServerEnv, 'DATABASE_URL' | 'JOBS_INTERVAL_MINUTES'>, getDeps: () => Promise<AppDeps>): Promise<boolean> {
  if (env.DATABASE_URL || env.JOBS_INTERVAL_MINUTES === 0 || globalForJobs.__tableeJobTimer) return false;
  const deps = await getDeps();
  globalForJobs.__tableeJobTimer = startJobTimer({ intervalMs: env.JOBS_INTERVAL_MINUTES * 60_000, run: () => runDueJobs(deps), logger: deps.logger });
  return true;
}

/** Stops the timer of this process (tests). */
export function stopEmbeddedJobTimer() {
  globalForJobs.__tableeJobTimer?.();
  globalForJobs.__tableeJobTimer = undefined;
}
