import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import type { Logger } from '@/server/logging/logger';
import { describeConnectionFailure } from './database-unreachable';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a compressed tarball. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data dump to start from (tests load a migrated template this way). */
  loadDataDir?: Blob | File;
  maxConnections?: number;
  /** Where a PostgreSQL pool reports a lost idle connection. */
  logger?: Pick<Logger, 'warn'>;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.maxConnections, options.logger) : openPglite(options);
}

/** How long opening a connection may take before the server counts as unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, maxConnections = 10, logger?: Pick<Logger, 'warn'>): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // One connection up front, so an unreachable server is reported as such (not as the first failed query).
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw describeConnectionFailure(url, error);
  }
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle PostgreSQL connection lost'));
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return { kind: 'postgres', db, close: () => pool.end() };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { kind: 'pglite', db, close: () => client.close(), dumpDataDir: () => client.dumpDataDir('gzip') };
}
