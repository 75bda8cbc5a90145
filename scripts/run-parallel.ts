import { spawn } from 'node:child_process';

/**
 * `tsx scripts/run-parallel.ts typecheck lint`: runs npm scripts side by side and fails when any
 * fails. Both checks are single-threaded, so on 2 cores they take the time of the slower one.
 */
const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise<number>((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
      child.on('exit', (code) => resolve(code ?? 1));
    }),
);
void Promise.all(runs).then((codes) => {
  const failed = scripts.filter((_, index) => codes[index] !== 0);
  if (failed.length > 0) console.error(`[run-parallel] failed: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
});
