import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFirstLoadFiles } from './first-load-files';

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the file while it
 * downloads, on a background thread, instead of on the main thread when each is first called. It
 * must be the file's first line; other engines read it as a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface SourceMap {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/** The source with the hint as its first line (once). */
function withEagerCompileHint(source: string): string {
  return source.startsWith(EAGER_COMPILE_HINT) ? source : EAGER_COMPILE_HINT + source;
}

/** A source map of the file once one line is added at its top: every mapping moves one line down. */
export function shiftedOneLine(map: SourceMap): SourceMap {
  if (map.sections) return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/**
 * Gives every script that some page's server-rendered HTML loads (first-load-files.ts) the hint:
 * nearly all of their code runs while the page loads, and compiling it function by function was
 * most of the page's longest task. Code loaded later (`next/dynamic`, `import()`) stays lazy.
 * Returns how many files it marked.
 */
export function markFirstLoadScripts(nextDir: string): number {
  const files = new Set(readFirstLoadFiles(nextDir).flatMap((page) => page.files));
  let marked = 0;
  for (const file of files) {
    const scriptPath = path.join(nextDir, file);
    const source = readFileSync(scriptPath, 'utf8');
    const hinted = withEagerCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(scriptPath, hinted);
    marked += 1;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const mapPath = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(scriptPath), mapName) : undefined;
    if (mapPath && existsSync(mapPath)) writeFileSync(mapPath, JSON.stringify(shiftedOneLine(JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap)));
  }
  return marked;
}
