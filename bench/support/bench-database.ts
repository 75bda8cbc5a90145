import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { generateLargeDataset } from '@/server/db/seed/generate-large-dataset';
import { seedDatabase } from '@/server/db/seed/seed-database';

/** The benchmarks' data directory (PGlite in `pglite/`), as the app's DATA_DIR. */
export const BENCH_DATA_DIR = 'bench/.data';

export const BENCH_RESTAURANTS = Number(process.env.BENCH_RESTAURANTS ?? 10_000);

/**
 * The benchmarks' own data: the demo seed topped up to BENCH_RESTAURANTS generated restaurants
 * (20 dishes each), kept in bench/.data between runs — or on DATABASE_URL's server.
 */
export async function openBenchDatabase(): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: path.resolve(BENCH_DATA_DIR, 'pglite'),
    maxConnections: 20,
  });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const started = Date.now();
  const { inserted } = await generateLargeDataset(database.db, { restaurants: BENCH_RESTAURANTS });
  if (inserted > 0) console.log(`generated ${inserted} restaurants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Fresh statistics and visibility maps, as autovacuum would leave them on a live server: index-only
  // scans need them, and without statistics PostgreSQL plans joins on guesses (a scan of every dish).
  await database.db.execute(sql`vacuum analyze`);
  return database;
}
