import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFirstLoadFiles, type TFirstLoadFiles } from './first-load-files';

/**
 * Prints every page's first-load JavaScript and fails above the budget: the gzipped sum of every
 * script its server-rendered HTML loads (STACK.md; which ones: first-load-files.ts).
 */
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 185);
const nextDir = path.resolve('.next');

export interface TFirstLoad {
  route: string;
  kb: number;
}

export function measureFirstLoad(pages: TFirstLoadFiles[], sizeOf: (file: string) => number): TFirstLoad[] {
  return pages
    .map(({ route, files }) => ({ route, kb: Math.round((files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024) * 10) / 10 }))
    .sort((a, b) => b.kb - a.kb);
}

function main() {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  const results = measureFirstLoad(readFirstLoadFiles(nextDir), sizeOf);
  console.log(`First-load JS per page (gzipped, every script the server-rendered HTML loads), budget ${BUDGET_KB} KB:`);
  for (const { route, kb } of results) console.log(`  ${kb <= BUDGET_KB ? 'ok  ' : 'OVER'} ${kb.toFixed(1).padStart(6)} KB  ${route}`);
  const over = results.filter((r) => r.kb > BUDGET_KB);
  if (over.length > 0) {
    console.error(`${over.length} page(s) over the ${BUDGET_KB} KB first-load budget.`);
    process.exit(1);
  }
}

if (require.main === module) main();
