import path from 'node:path';
import { getServerEnv } from '@/config/env.server';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { getAppLogger } from '@/server/logging/app-logger';

const globalForDb = globalThis as typeof globalThis & { __tableeDatabase?: Promise<Database> };

/**
 * The process's one database. PGlite allows a single owner per data directory, so the
 * handle lives on globalThis to survive hot reloads and is opened lazily, never at build time.
 */
export function getDatabase(): Promise<Database> {
  globalForDb.__tableeDatabase ??= openAndMigrate().catch((error: unknown) => {
    globalForDb.__tableeDatabase = undefined;
    throw error;
  });
  return globalForDb.__tableeDatabase;
}

async function openAndMigrate(): Promise<Database> {
  const env = getServerEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    logger: getAppLogger(),
  });
  await migrateDatabase(database);
  return database;
}
