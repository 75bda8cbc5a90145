import os from 'node:os';
import { benchApiReads } from './api-read.bench';
import { benchAvailability } from './availability.bench';
import { benchSearch } from './search.bench';
import { benchSsr, pickBenchRestaurants } from './ssr.bench';
import { BENCH_DATA_DIR, openBenchDatabase } from './support/bench-database';
import type { Measurement } from './support/measure';

const only = process.argv.includes('--ssr-only');

/** `npm run bench`: prints latency figures with the machine they were measured on (`-- --ssr-only`: the pages alone). */
async function main() {
  const database = await openBenchDatabase();
  const results: Array<Measurement & { serverCpuMsPerPage?: number }> = [];
  let restaurantIds: number[];
  try {
    if (!only) results.push(...(await benchApiReads(database)), ...(await benchSearch(database)), ...(await benchAvailability(database)));
    restaurantIds = await pickBenchRestaurants(database);
  } finally {
    // The server opens the data itself (PGlite has one owner per directory).
    await database.close();
  }
  results.push(...(await benchSsr({ databaseUrl: process.env.DATABASE_URL, dataDir: BENCH_DATA_DIR, restaurantIds })));
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\nmachine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, database: ${database.kind}`);
  console.table(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
