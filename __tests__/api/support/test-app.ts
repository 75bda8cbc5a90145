import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { readServerEnv, type ServerEnv } from '@/config/env.server';
import { createApp } from '@/server/app';
import { rateLimitCounters } from '@/server/db/schema';
import { openDatabase, type Database } from '@/server/db/client';
import { createFileMailAdapter } from '@/server/adapters/mail/file-mail-adapter';
import { selectPushAdapter } from '@/server/adapters/push/select-push-adapter';
import { assembleDeps } from '@/server/server-deps';
import type { AppDeps } from '@/server/http/app-env';
import { createLogger, type Logger, type LogLevel } from '@/server/logging/logger';
import { adminUrl, TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV, uniqueName, withDatabase } from './test-database-names';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  deps: AppDeps;
  mailDir: string;
  /** PostgreSQL only: the URL of this test's database, for a second app instance over it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fresh copy of the seeded template (PGlite, or PostgreSQL when DATABASE_URL is set) behind a real app. */
export async function createTestContext(envOverrides: Record<string, string> = {}, options: { logger?: Logger; pushTransport?: typeof fetch } = {}): Promise<TestContext> {
  const { database, url, drop } = await openTestDatabase();
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'tablee-mail-'));
  // Many diners sign up from one test address: a high limit unless the test is about limits; their
  // passwords are hashed at scrypt's lowest cost (the production cost is checked in password-hasher.test.ts).
  const env: ServerEnv = readServerEnv({ NODE_ENV: 'test', DATA_DIR: mailDir, AUTH_RATE_LIMIT_MAX: '1000', PASSWORD_HASH_COST: '10', ...envOverrides });
  const deps: AppDeps = assembleDeps({
    db: database.db,
    env,
    mail: createFileMailAdapter(path.join(mailDir, 'mail')),
    // Web Push requests go to a test's local push service when it gives one.
    push: selectPushAdapter(database.db, env, options.pushTransport),
    // Quiet unless a test collects the lines; LOG_LEVEL=error (or info) shows them while debugging.
    // (process.stdout as is: pino's own stdout stream would add an exit hook per test file to the worker.)
    logger: options.logger ?? createLogger({ level: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'silent', destination: process.stdout }),
    // On PostgreSQL, live events fan out through this test database's LISTEN/NOTIFY, as in production.
    listenUrl: url,
  });
  return {
    app: createApp(deps),
    database,
    deps,
    mailDir: path.join(mailDir, 'mail'),
    databaseUrl: url,
    async close() {
      await deps.realtime.close();
      await database.close();
      await drop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

/** The test's own database; `url` is set on PostgreSQL (a second app instance, or a LISTEN connection, opens it too). */
async function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = process.env[TEMPLATE_DB_ENV];
    if (!template) throw new Error('The API global setup did not build a PostgreSQL template');
    const name = uniqueName('tablee_t');
    await runAdmin(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = withDatabase(databaseUrl, name);
    const database = await openDatabase({ databaseUrl: url, maxConnections: 60 });
    return { database, url, drop: () => dropWhenClosed(databaseUrl, name) };
  }
  const file = process.env[TEMPLATE_FILE_ENV];
  if (!file) throw new Error('The API global setup did not build a PGlite template');
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(file)]) });
  return { database, drop: async () => undefined };
}

/**
 * The pool's connections close a moment after pool.end() resolves; dropping WITH (FORCE) in that
 * moment kills them mid-goodbye and surfaces as an unhandled error, so wait for them instead.
 */
async function dropWhenClosed(databaseUrl: string, name: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runAdmin(databaseUrl, `DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function runAdmin(databaseUrl: string, statement: string) {
  const admin = new Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** JSON request helper: `call(ctx, 'POST', '/api/x', { body, token })`. */
export async function call(ctx: TestContext, method: string, url: string, options: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await ctx.app.request(url, { method, headers, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json: json as any, text };
}

/** Forgets every rate-limit counter of this test database, so one test's attempts do not count in the next. */
export async function resetRateLimits(ctx: TestContext): Promise<void> {
  await ctx.database.db.delete(rateLimitCounters);
}
