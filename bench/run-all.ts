import os from 'node:os';
import { benchApiReads } from './api-read.bench';
import { benchAvailability } from './availability.bench';
import { benchSearch } from './search.bench';
import { benchTextSearch } from './text-search.bench';
import { openBenchDatabase } from './support/bench-database';
import type { Measurement } from './support/measure';
import type { Database } from '@/server/db/client';

const BENCHES: [string, (database: Database) => Promise<Measurement[]>][] = [
  ['reads', benchApiReads],
  ['search', benchSearch],
  ['text-search', benchTextSearch],
  ['availability', benchAvailability],
];

/** `npm run bench [reads|search|text-search|availability]`: prints latency figures with the machine they were measured on. */
async function main() {
  const only = process.argv[2];
  const benches = only ? BENCHES.filter(([name]) => name === only) : BENCHES;
  if (!benches.length) throw new Error(`unknown bench "${only}": one of ${BENCHES.map(([name]) => name).join(', ')}`);
  const database = await openBenchDatabase();
  try {
    const results: Measurement[] = [];
    for (const [, bench] of benches) results.push(...(await bench(database)));
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(`\nmachine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, database: ${database.kind}`);
    console.table(results);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
