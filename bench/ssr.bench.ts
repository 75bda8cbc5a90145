import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { isBuildStale } from '../scripts/build-freshness';
import { runProductionBuild } from '../scripts/production-build';
import { serverWorkerCount } from '../scripts/serve-workers';
import { openBenchDatabase } from './support/bench-database';
import { measure, type Measurement } from './support/measure';

/** Where the production server finds the bench data: the PostgreSQL server, or the closed PGlite directory's parent. */
export interface SsrTarget {
  databaseUrl?: string;
  dataDir: string;
  restaurantIds: number[];
}

/** Restaurants the page bench visits in turn: the demo ones (photos, menus, reviews) and as many generated ones. */
export async function pickBenchRestaurants(database: Database): Promise<number[]> {
  const { rows } = (await database.db.execute(sql`
    (select id from restaurants where id in (select restaurant_id from restaurant_feedbacks) order by id limit 20)
    union all
    (select id from restaurants where id not in (select restaurant_id from restaurant_feedbacks) order by md5(id::text) limit 20)`)) as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The first restaurant the page benches visit, from the bench data (made first if missing). */
export async function firstBenchRestaurantId(): Promise<number> {
  const database = await openBenchDatabase();
  try {
    return (await pickBenchRestaurants(database))[0];
  } finally {
    await database.close();
  }
}

/** A fresh production build if sources changed since the last one (as `npm start` does). */
export function ensureProductionBuild() {
  if (!isBuildStale()) return;
  console.log('building the app for the page benches…');
  const status = runProductionBuild({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
  if (status !== 0) throw new Error(`the production build failed (${status})`);
}

export interface ProductionServer {
  origin: string;
  /** CPU time the server process has used so far (user + system), in ms; NaN where /proc is missing. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** `next start` on a free port over the bench data, answered once before it counts as up. */
export async function startProductionServer({ databaseUrl, dataDir }: Omit<SsrTarget, 'restaurantIds'>): Promise<ProductionServer> {
  ensureProductionBuild();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), DATA_DIR: path.resolve(dataDir), APP_ORIGIN: `http://127.0.0.1:${port}` };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // Request logs are written as in production (their cost counts), then dropped.
  // As `npm start` serves: one `next start` process per core with PostgreSQL (scripts/serve-workers.ts).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-workers.ts', String(port), '127.0.0.1'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not answer within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    cpuMs: () => readTreeCpuMs(child.pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// Linux reports a process's CPU time in /proc/<pid>/stat, in ticks of 10 ms (fields 14 and 15).
function readProcessCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The CPU time of a process and of its children's (serve-workers and its `next start` workers). */
function readTreeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no such process (any more)
  }
  return children.reduce((sum, child) => sum + readTreeCpuMs(child), readProcessCpuMs(pid));
}

export type PageMeasurement = Measurement & { serverCpuMsPerPage: number };

/** The figures of `measure`, plus the server's own CPU time per page: unlike the rate, it does not depend on what else the machine runs. */
async function measurePages(server: ProductionServer, name: string, task: (i: number) => Promise<void>, options: { requests: number; concurrency: number; warmup: number }): Promise<PageMeasurement> {
  const before = server.cpuMs();
  const result = await measure(name, task, options);
  const perPage = (server.cpuMs() - before) / (options.requests + options.warmup);
  return { ...result, serverCpuMsPerPage: Math.round(perPage * 10) / 10 };
}

async function getPage(url: string) {
  const response = await fetch(url, { headers: { 'accept-language': 'fr-FR' } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (!body.includes('__NEXT_DATA__')) throw new Error(`${url} is not a server-rendered page`);
}

/**
 * SPEC §2 pages as a browser gets them: the HTML of `/` and `/restaurant?shop=<id>` from
 * `next start` over the large data set, 20 clients at once and one client alone.
 */
export async function benchSsr(target: SsrTarget): Promise<PageMeasurement[]> {
  if (target.restaurantIds.length === 0) throw new Error('no restaurant to visit');
  const server = await startProductionServer(target);
  console.log(`server: ${serverWorkerCount({ DATABASE_URL: target.databaseUrl, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY })} next start process(es), as npm start runs them here`);
  try {
    const home = () => getPage(`${server.origin}/`);
    const restaurant = (i: number) => getPage(`${server.origin}/restaurant?shop=${target.restaurantIds[i % target.restaurantIds.length]}`);
    return [
      await measurePages(server, 'page / (HTML)', home, { requests: 600, concurrency: 20, warmup: 40 }),
      await measurePages(server, 'page / (HTML), one client', home, { requests: 100, concurrency: 1, warmup: 5 }),
      await measurePages(server, 'page /restaurant?shop=<id> (HTML)', restaurant, { requests: 600, concurrency: 20, warmup: 40 }),
      await measurePages(server, 'page /restaurant?shop=<id> (HTML), one client', restaurant, { requests: 100, concurrency: 1, warmup: 5 }),
    ];
  } finally {
    await server.stop();
  }
}
