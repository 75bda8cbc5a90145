/**
 * Next.js calls this once when the server starts: with the embedded database the due jobs run in
 * it, and the search's word index is built before the first diner searches.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getServerEnv }, { getServerDeps }, { startEmbeddedJobTimer }, { preloadWordIndex }] = await Promise.all([
    import('@/config/env.server'),
    import('@/server/server-deps'),
    import('@/server/jobs/embedded-job-timer'),
    import('@/server/search/word-index-cache'),
  ]);
  // In the background: the server answers meanwhile, and a failure leaves the first search to load it.
  void getServerDeps()
    .then((deps) => preloadWordIndex(deps.db).catch((error: unknown) => deps.logger.warn({ err: error }, 'search index not loaded at start; the first search will load it')))
    .catch(() => undefined);
  await startEmbeddedJobTimer(getServerEnv(), getServerDeps);
}
