import path from 'node:path';
import type { Database } from './client';

const migrationsFolder = path.resolve(process.cwd(), 'drizzle');

/** Applies the committed drizzle-kit migrations; already-applied ones are skipped. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
