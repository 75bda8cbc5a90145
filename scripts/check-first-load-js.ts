import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Prints every page's first-load JavaScript and fails above the budget: the gzipped sum of every
 * script its server-rendered HTML loads (STACK.md), that is
 * - `_app` + the page's chunks from `build-manifest.json`,
 * - the chunks of each `next/dynamic` import that renders on the server (one without
 *   `ssr: false`): Next writes a `<script>` for them into the HTML — read from the page's
 *   `react-loadable-manifest.json`, and from the compiled call (`loadableGenerated:{modules:[id]}`
 *   followed by `ssr:!1` or not) in the client chunks,
 * - the build's low-priority files (`_buildManifest.js`, `_ssgManifest.js`, …), which every
 *   page's HTML also loads.
 * A page whose screen is one of several server-rendered dynamic screens (EXCLUSIVE_SCREENS) is
 * reported once per screen; any other page counts all its server-rendered dynamic chunks together.
 */
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 185);
const nextDir = path.resolve('.next');

/** Pages that render exactly one of their server-rendered dynamic screens per request. */
const EXCLUSIVE_SCREENS = new Set(['/restaurant']);

interface BuildManifest {
  pages: Record<string, string[]>;
  lowPriorityFiles?: string[];
}

export type LoadableManifest = Record<string, { id: number | string; files: string[] }>;

export interface TFirstLoad {
  route: string;
  kb: number;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;
}

/** Module ids of the `next/dynamic` calls compiled with `ssr: false`, across the client chunks. */
export function clientOnlyLoadables(chunkSources: string[]): Set<string> {
  const ids = new Set<string>();
  const call = /loadableGenerated:\{modules:\[([^\]]*)\]\}(,ssr:!1)?/g;
  for (const source of chunkSources) {
    for (const match of source.matchAll(call)) if (match[2]) for (const id of match[1].split(',')) ids.add(id.trim().replace(/^"|"$/g, ''));
  }
  return ids;
}

function loadableManifestOf(route: string): LoadableManifest {
  const file = path.join(nextDir, 'server/pages', route === '/' ? 'index' : route, 'react-loadable-manifest.json');
  return existsSync(file) ? readJson<LoadableManifest>(file) : {};
}

export function measureFirstLoad(manifest: BuildManifest, loadables: (route: string) => LoadableManifest, clientOnly: Set<string>, sizeOf: (file: string) => number): TFirstLoad[] {
  const appChunks = manifest.pages['/_app'] ?? [];
  const lowPriority = manifest.lowPriorityFiles ?? [];
  const results: TFirstLoad[] = [];
  const kbOf = (files: string[]) => {
    const bytes = [...new Set(files)].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
    return Math.round((bytes / 1024) * 10) / 10;
  };
  for (const [route, chunks] of Object.entries(manifest.pages)) {
    if (route === '/_app' || route === '/_error') continue;
    const base = [...appChunks, ...chunks, ...lowPriority];
    const serverRendered = Object.entries(loadables(route)).filter(([id]) => !clientOnly.has(id));
    if (EXCLUSIVE_SCREENS.has(route) && serverRendered.length > 1) {
      for (const [id, { files }] of serverRendered) results.push({ route: `${route} (dynamic screen ${id})`, kb: kbOf([...base, ...files]) });
    } else {
      results.push({ route, kb: kbOf([...base, ...serverRendered.flatMap(([, { files }]) => files)]) });
    }
  }
  return results.sort((a, b) => b.kb - a.kb);
}

function main() {
  const manifest = readJson<BuildManifest>(path.join(nextDir, 'build-manifest.json'));
  const chunksDir = path.join(nextDir, 'static/chunks');
  const sources = readdirSync(chunksDir).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(chunksDir, file), 'utf8'));
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzippedSize(file));
    return sizes.get(file)!;
  };
  const results = measureFirstLoad(manifest, loadableManifestOf, clientOnlyLoadables(sources), sizeOf);
  console.log(`First-load JS per page (gzipped, every script the server-rendered HTML loads), budget ${BUDGET_KB} KB:`);
  for (const { route, kb } of results) console.log(`  ${kb <= BUDGET_KB ? 'ok  ' : 'OVER'} ${kb.toFixed(1).padStart(6)} KB  ${route}`);
  const over = results.filter((r) => r.kb > BUDGET_KB);
  if (over.length > 0) {
    console.error(`${over.length} page(s) over the ${BUDGET_KB} KB first-load budget.`);
    process.exit(1);
  }
}

if (require.main === module) main();
