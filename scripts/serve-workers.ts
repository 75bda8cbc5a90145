import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';

/**
 * How many `next start` processes serve the app. One Node.js process renders pages on one core, so
 * with PostgreSQL every core gets one (WEB_CONCURRENCY overrides). The embedded database (PGlite)
 * lives inside a single process and cannot be shared: without DATABASE_URL there is always one.
 */
export function serverWorkerCount(env: { DATABASE_URL?: string; WEB_CONCURRENCY?: string }, cores = os.availableParallelism()): number {
  if (!env.DATABASE_URL) return 1;
  const asked = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? asked : cores;
}

/** Young-generation semi-space of each server process, in MB (V8's default is 16). */
export const SERVER_SEMI_SPACE_MB = 64;

/**
 * The Node.js flags of a server process: the primary's, plus a larger young generation unless the
 * operator set one (NODE_OPTIONS or flags). A page render allocates a few MB of short-lived strings
 * and objects; with V8's default the scavenger promotes much of it and runs several times per page.
 * Measured with bench:ssr: 5–13 % more restaurant pages per second, for at most 128 MB more per process.
 */
export function serverExecArgv(execArgv: readonly string[], nodeOptions = ''): string[] {
  const alreadySet = [...execArgv, nodeOptions].some((flag) => flag.includes('--max-semi-space-size'));
  return alreadySet ? [...execArgv] : [...execArgv, `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`];
}

/**
 * The production server: `next start` on `port`, once per worker (serverWorkerCount). The workers
 * share the listening socket through node:cluster; one that dies after it served is replaced, one
 * that dies before it could listen stops the server (a broken build or setting would only loop),
 * and SIGINT/SIGTERM stop them all.
 */
export function serveWorkers({ port, hostname }: { port: string; hostname?: string }): void {
  const workers = serverWorkerCount({ DATABASE_URL: process.env.DATABASE_URL, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY });
  cluster.setupPrimary({
    exec: path.join(__dirname, 'next-start-worker.cjs'),
    execArgv: serverExecArgv(process.execArgv, process.env.NODE_OPTIONS),
    args: ['start', '--port', port, ...(hostname ? ['--hostname', hostname] : [])],
  });
  let stopping = false;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  if (workers > 1) console.log(`[tablee] ${workers} server processes on port ${port}`);
  const listened = new Set<number>();
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listened.has(worker.id)) {
      console.error(`[tablee] a server process could not start (${signal ?? code})`);
      stop('SIGTERM');
      process.exitCode = typeof code === 'number' && code !== 0 ? code : 1;
    }
    if (stopping) {
      if (Object.values(cluster.workers ?? {}).every((other) => !other || other.isDead())) process.exit();
      return;
    }
    console.error(`[tablee] server process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  // tsx scripts/serve-workers.ts [port] [hostname]: the bench starts the server as production does.
  serveWorkers({ port: process.argv[2] ?? process.env.PORT ?? '3000', hostname: process.argv[3] });
}
