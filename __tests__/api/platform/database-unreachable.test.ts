/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';

const UNREACHABLE = 'postgres://tablee:s3cret-pass@127.0.0.1:1/tablee';

describe('start-up with an unreachable PostgreSQL', () => {
  it('opening the database fails with one plain sentence naming host and port, never the password', async () => {
    const opened = openDatabase({ databaseUrl: UNREACHABLE });
    await expect(opened).rejects.toThrow('Cannot reach PostgreSQL at 127.0.0.1:1');
    const message = await opened.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).not.toContain('s3cret-pass');
    expect(message).not.toContain('Failed query');
    expect(message.split('\n')).toHaveLength(1);
  });

  it('npm start prints that one line and exits 1', () => {
    const root = path.resolve(__dirname, '../../..');
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: UNREACHABLE, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[tablee\] Could not start: Cannot reach PostgreSQL at 127\.0\.0\.1:1\b/);
    expect(run.stderr + run.stdout).not.toContain('s3cret-pass');
  });
});
