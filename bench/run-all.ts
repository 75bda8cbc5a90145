import os from 'node:os';
import { benchApiReads } from './api-read.bench';
import { benchAvailability } from './availability.bench';
import { benchSearch } from './search.bench';
import { benchTextSearch } from './text-search.bench';
import { benchSsr, pickBenchRestaurants } from './ssr.bench';
import { BENCH_DATA_DIR, openBenchDatabase } from './support/bench-database';
import type { Measurement } from './support/measure';
import type { Database } from '@/server/db/client';

const BENCHES: [string, (database: Database) => Promise<Measurement[]>][] = [
  ['reads', benchApiReads],
  ['search', benchSearch],
  ['text-search', benchTextSearch],
  ['availability', benchAvailability],
];
/** Served pages: run last, by `next start`, once the bench's own connection is closed (PGlite has one owner per directory). */
const SSR = 'ssr';

/** `npm run bench [reads|search|text-search|availability|ssr]`: prints latency figures with the machine they were measured on. */
async function main() {
  const only = process.argv[2];
  const benches = only ? BENCHES.filter(([name]) => name === only) : BENCHES;
  const runSsr = !only || only === SSR;
  if (!benches.length && !runSsr) throw new Error(`unknown bench "${only}": one of ${[...BENCHES.map(([name]) => name), SSR].join(', ')}`);
  const database = await openBenchDatabase();
  const results: Array<Measurement & { serverCpuMsPerPage?: number }> = [];
  let restaurantIds: number[] = [];
  try {
    for (const [, bench] of benches) results.push(...(await bench(database)));
    if (runSsr) restaurantIds = await pickBenchRestaurants(database);
  } finally {
    await database.close();
  }
  if (runSsr) results.push(...(await benchSsr({ databaseUrl: process.env.DATABASE_URL, dataDir: BENCH_DATA_DIR, restaurantIds })));
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\nmachine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, database: ${database.kind}`);
  console.table(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
