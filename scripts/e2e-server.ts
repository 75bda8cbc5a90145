import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { Client } from 'pg';
import { e2eDataDir } from './e2e-data-dir';
import { FAKE_CINETPAY_CREDENTIALS, startFakeCinetPay } from './fakes/fake-cinetpay';

/**
 * Serves the app for Playwright on fresh data: a new PGlite directory, or a new database on
 * the DATABASE_URL server. Both are removed when the server stops. Mobile money is offered through
 * a local fake CinetPay (its counter included) on a free port, living as long as this script.
 */
async function main() {
  const cleanups: Array<() => Promise<void> | void> = [];
  const dataDir = e2eDataDir(process.env.PORT ?? '3000');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const cinetPay = await startFakeCinetPay();
  cleanups.push(() => cinetPay.close());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CINETPAY_API_KEY: FAKE_CINETPAY_CREDENTIALS.apiKey,
    CINETPAY_SITE_ID: FAKE_CINETPAY_CREDENTIALS.siteId,
    CINETPAY_SECRET_KEY: FAKE_CINETPAY_CREDENTIALS.secretKey,
    CINETPAY_BASE_URL: cinetPay.baseUrl,
  };

  if (process.env.DATABASE_URL) {
    const server = new URL(process.env.DATABASE_URL);
    const name = `tablee_e2e_${process.pid}_${Date.now().toString(36)}`;
    const admin = new URL(server);
    admin.pathname = '/postgres';
    await runAdmin(admin.toString(), `CREATE DATABASE ${name}`);
    cleanups.push(() => runAdmin(admin.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    server.pathname = `/${name}`;
    env.DATABASE_URL = server.toString();
  }

  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], { stdio: 'inherit', env });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', async (code) => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    process.exit(code ?? 0);
  });
}

async function runAdmin(url: string, statement: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
