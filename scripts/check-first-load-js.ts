import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Prints every page's first-load JavaScript (gzipped `_app` + page chunks from the build
 * manifest — the scripts the page's HTML loads; STACK.md) and fails above the budget.
 */
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 200);
const nextDir = path.resolve('.next');

interface BuildManifest {
  pages: Record<string, string[]>;
}

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;
}

export function measureFirstLoad(manifest: BuildManifest): Array<{ route: string; kb: number }> {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzippedSize(file));
    return sizes.get(file)!;
  };
  const appChunks = manifest.pages['/_app'] ?? [];
  return Object.entries(manifest.pages)
    .filter(([route]) => route !== '/_app' && route !== '/_error')
    .map(([route, chunks]) => {
      const files = new Set([...appChunks, ...chunks].filter((file) => file.endsWith('.js')));
      const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
      return { route, kb: Math.round((bytes / 1024) * 10) / 10 };
    })
    .sort((a, b) => b.kb - a.kb);
}

function main() {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const results = measureFirstLoad(manifest);
  console.log(`First-load JS per page (gzipped), budget ${BUDGET_KB} KB:`);
  for (const { route, kb } of results) console.log(`  ${kb <= BUDGET_KB ? 'ok  ' : 'OVER'} ${kb.toFixed(1).padStart(6)} KB  ${route}`);
  const over = results.filter((r) => r.kb > BUDGET_KB);
  if (over.length > 0) {
    console.error(`${over.length} page(s) over the ${BUDGET_KB} KB first-load budget.`);
    process.exit(1);
  }
}

main();
