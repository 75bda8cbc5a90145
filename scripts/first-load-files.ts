import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which scripts a page's server-rendered HTML loads, read from a production build:
 * - `_app` + the page's chunks from `build-manifest.json`,
 * - the chunks of each `next/dynamic` import that renders on the server (one without
 *   `ssr: false`): Next writes a `<script>` for them into the HTML — read from the page's
 *   `react-loadable-manifest.json`, and from the compiled call (`loadableGenerated:{modules:[id]}`
 *   followed by `ssr:!1` or not) in the client chunks,
 * - the build's low-priority files (`_buildManifest.js`, `_ssgManifest.js`, …), which every
 *   page's HTML also loads.
 * A page whose screen is one of several server-rendered dynamic screens (EXCLUSIVE_SCREENS) is
 * listed once per screen; any other page loads all its server-rendered dynamic chunks together.
 */
export interface BuildManifest {
  pages: Record<string, string[]>;
  lowPriorityFiles?: string[];
}

export type LoadableManifest = Record<string, { id: number | string; files: string[] }>;

export interface TFirstLoadFiles {
  route: string;
  /** Paths under the build directory (`static/chunks/….js`), each once. */
  files: string[];
}

/** Pages that render exactly one of their server-rendered dynamic screens per request. */
const EXCLUSIVE_SCREENS = new Set(['/restaurant']);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Module ids of the `next/dynamic` calls compiled with `ssr: false`, across the client chunks. */
export function clientOnlyLoadables(chunkSources: string[]): Set<string> {
  const ids = new Set<string>();
  const call = /loadableGenerated:\{modules:\[([^\]]*)\]\}(,ssr:!1)?/g;
  for (const source of chunkSources) {
    for (const match of source.matchAll(call)) if (match[2]) for (const id of match[1].split(',')) ids.add(id.trim().replace(/^"|"$/g, ''));
  }
  return ids;
}

export function firstLoadFiles(manifest: BuildManifest, loadables: (route: string) => LoadableManifest, clientOnly: Set<string>): TFirstLoadFiles[] {
  const appChunks = manifest.pages['/_app'] ?? [];
  const lowPriority = manifest.lowPriorityFiles ?? [];
  const scripts = (files: string[]) => [...new Set(files)].filter((file) => file.endsWith('.js'));
  const pages: TFirstLoadFiles[] = [];
  for (const [route, chunks] of Object.entries(manifest.pages)) {
    if (route === '/_app' || route === '/_error') continue;
    const base = [...appChunks, ...chunks, ...lowPriority];
    const serverRendered = Object.entries(loadables(route)).filter(([id]) => !clientOnly.has(id));
    if (EXCLUSIVE_SCREENS.has(route) && serverRendered.length > 1) {
      for (const [id, { files }] of serverRendered) pages.push({ route: `${route} (dynamic screen ${id})`, files: scripts([...base, ...files]) });
    } else {
      pages.push({ route, files: scripts([...base, ...serverRendered.flatMap(([, { files }]) => files)]) });
    }
  }
  return pages;
}

/** firstLoadFiles of the production build in `nextDir` (`.next`). */
export function readFirstLoadFiles(nextDir: string): TFirstLoadFiles[] {
  const manifest = readJson<BuildManifest>(path.join(nextDir, 'build-manifest.json'));
  const chunksDir = path.join(nextDir, 'static/chunks');
  const sources = readdirSync(chunksDir).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(chunksDir, file), 'utf8'));
  const loadables = (route: string): LoadableManifest => {
    const file = path.join(nextDir, 'server/pages', route === '/' ? 'index' : route, 'react-loadable-manifest.json');
    return existsSync(file) ? readJson<LoadableManifest>(file) : {};
  };
  return firstLoadFiles(manifest, loadables, clientOnlyLoadables(sources));
}
