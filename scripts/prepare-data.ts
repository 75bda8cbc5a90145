import path from 'node:path';
import { getServerEnv } from '@/config/env.server';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed/seed-database';

/** Migrates the configured database and seeds the demo data once; safe to run at every start. */
export async function prepareData(): Promise<void> {
  const env = getServerEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite'), maxConnections: 2 });
  try {
    await migrateDatabase(database);
    const { seeded } = await seedDatabase(database.db);
    const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(env.DATA_DIR, 'pglite')}`;
    console.log(seeded ? `[tablee] Demo data seeded into ${where}.` : `[tablee] Using existing data in ${where}.`);
  } finally {
    await database.close();
  }
}
