/** Next.js calls this once when the server starts: with the embedded database, the due jobs run in it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getServerEnv }, { getServerDeps }, { startEmbeddedJobTimer }] = await Promise.all([
    import('@/config/env.server'),
    import('@/server/server-deps'),
    import('@/server/jobs/embedded-job-timer'),
  ]);
  await startEmbeddedJobTimer(getServerEnv(), getServerDeps);
}
