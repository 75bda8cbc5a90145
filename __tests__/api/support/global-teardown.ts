import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { adminUrl, TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV } from './test-database-names';

export default async function globalTeardown() {
  const file = process.env[TEMPLATE_FILE_ENV];
  if (file) await rm(path.dirname(file), { recursive: true, force: true });
  const template = process.env[TEMPLATE_DB_ENV];
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const admin = new Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  }
}
