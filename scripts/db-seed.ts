/**
 * Seeds the database from the environment: DATABASE_URL when set, else PGlite in
 * ${DATA_DIR:-.data}/pglite. Migrates first. `--restaurants N` then generates N extra
 * restaurants (20 dishes each) for benchmarks, on top of the demo data.
 *
 *   tsx scripts/db-seed.ts
 *   tsx scripts/db-seed.ts --restaurants 10000
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { generateLargeDataset } from '../src/server/db/seed/generate-large-dataset';
import { seedDatabase } from '../src/server/db/seed/seed-database';

function readRestaurantCount(argv: readonly string[]): number | undefined {
  const flag = argv.findIndex((arg) => arg === '--restaurants' || arg.startsWith('--restaurants='));
  if (flag === -1) return undefined;
  const raw = argv[flag].includes('=') ? argv[flag].split('=')[1] : argv[flag + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--restaurants needs a positive integer, got "${raw}"`);
  return count;
}

async function main(): Promise<void> {
  const restaurants = readRestaurantCount(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.join(process.env.DATA_DIR || '.data', 'pglite');
  // PGlite creates only the last directory of the path, not its parents.
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl, dataDir });
  const target = databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`;
  try {
    const started = Date.now();
    await migrateDatabase(database);
    const { seeded } = await seedDatabase(database.db);
    console.log(`${target}: demo data ${seeded ? 'inserted' : 'already present'} (${Date.now() - started} ms)`);
    if (restaurants) {
      const bulkStarted = Date.now();
      const { inserted } = await generateLargeDataset(database.db, {
        restaurants,
        onProgress: (done, total) => process.stdout.write(`\r  generated restaurants: ${done}/${total}`),
      });
      console.log(`\n${target}: ${inserted} generated restaurants added (${Date.now() - bulkStarted} ms)`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
