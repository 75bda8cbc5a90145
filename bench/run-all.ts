import os from 'node:os';
import { benchApiReads } from './api-read.bench';
import { benchAvailability } from './availability.bench';
import { benchSearch } from './search.bench';
import { openBenchDatabase } from './support/bench-database';

/** `npm run bench`: prints latency figures with the machine they were measured on. */
async function main() {
  const database = await openBenchDatabase();
  try {
    const results = [...(await benchApiReads(database)), ...(await benchSearch(database)), ...(await benchAvailability(database))];
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
