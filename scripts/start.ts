import { loadEnvConfig } from '@next/env';
import { isBuildStale } from './build-freshness';
import { runProductionBuild } from './production-build';
import { serveWorkers } from './serve-workers';

/** `npm start`: data ready, a fresh production build, then the server on PORT (3000), one process per core with PostgreSQL. */
async function main() {
  loadEnvConfig(process.cwd());
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const [{ readClientEnv }, { rawClientEnv }, { getServerEnv }] = await Promise.all([
    import('@/config/env.client-schema'),
    import('@/config/env.client'),
    import('@/config/env.server'),
  ]);
  getServerEnv();
  // The sign-in providers are read apart from rawClientEnv (see ClientEnv), and checked here too.
  readClientEnv({ ...rawClientEnv(), NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS: process.env.NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS });
  const { prepareData } = await import('./prepare-data');
  await prepareData();

  if (isBuildStale()) {
    console.log('[tablee] Building the app (first start or sources changed)…');
    const status = runProductionBuild();
    if (status !== 0) process.exit(status);
  }
  serveWorkers({ port: process.env.PORT ?? '3000' });
}

main().catch(async (error: unknown) => {
  const { describeError } = await import('@/server/logging/serialize-error');
  console.error(`[tablee] Could not start: ${describeError(error)}`);
  process.exit(1);
});
