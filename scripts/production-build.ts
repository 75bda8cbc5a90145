import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { markFirstLoadScripts } from './eager-compile-hints';

/** `next build`, then the first-load scripts marked for eager compilation (eager-compile-hints.ts). Returns the exit status. */
export function runProductionBuild(env: NodeJS.ProcessEnv = process.env): number {
  const build = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) return build.status ?? 1;
  const marked = markFirstLoadScripts(path.resolve('.next'));
  console.log(`[tablee] ${marked} first-load scripts marked for eager compilation`);
  return 0;
}

// `npm run build`
if (require.main === module) process.exit(runProductionBuild());
