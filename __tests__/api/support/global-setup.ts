import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { adminUrl, TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV, uniqueName, withDatabase } from './test-database-names';

const SEED_NOW = new Date();

async function prepare(database: Database) {
  await migrateDatabase(database);
  await seedDatabase(database.db, { now: SEED_NOW });
}

/** Builds one migrated and seeded template that every test file copies (STACK.md: far faster than migrating per file). */
export default async function globalSetup() {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = uniqueName('tablee_tpl');
    const admin = new Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), maxConnections: 2 });
    await prepare(database);
    await database.close();
    process.env[TEMPLATE_DB_ENV] = name;
    return;
  }
  const database = await openDatabase({});
  await prepare(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tablee-jest-'));
  const file = path.join(dir, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_FILE_ENV] = file;
}
