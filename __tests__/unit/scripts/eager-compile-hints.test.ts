import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EAGER_COMPILE_HINT, markFirstLoadScripts, shiftedOneLine } from '../../../scripts/eager-compile-hints';

describe('first-load scripts carry V8’s eager compile hint', () => {
  let nextDir: string;
  const read = (file: string) => readFileSync(path.join(nextDir, file), 'utf8');

  beforeEach(() => {
    nextDir = mkdtempSync(path.join(tmpdir(), 'tablee-build-'));
    mkdirSync(path.join(nextDir, 'static/chunks'), { recursive: true });
    mkdirSync(path.join(nextDir, 'static/BUILD'), { recursive: true });
    const manifest = { pages: { '/_app': ['static/chunks/app.js'], '/': ['static/chunks/home.js', 'static/chunks/home.css'] }, lowPriorityFiles: ['static/BUILD/_buildManifest.js'] };
    writeFileSync(path.join(nextDir, 'build-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(nextDir, 'static/chunks/app.js'), 'var app=1;\n//# sourceMappingURL=app.js.map');
    writeFileSync(path.join(nextDir, 'static/chunks/app.js.map'), JSON.stringify({ version: 3, sources: ['app.ts'], mappings: 'AAAA' }));
    writeFileSync(path.join(nextDir, 'static/chunks/home.js'), 'var home=1;');
    writeFileSync(path.join(nextDir, 'static/chunks/home.css'), 'a{}');
    writeFileSync(path.join(nextDir, 'static/chunks/lazy.js'), 'var lazy=1;');
    writeFileSync(path.join(nextDir, 'static/BUILD/_buildManifest.js'), 'self.__BUILD_MANIFEST={};');
  });

  afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

  it('puts the hint on the first line of every script a page’s HTML loads, and nowhere else', () => {
    expect(markFirstLoadScripts(nextDir)).toBe(3);

    expect(read('static/chunks/app.js')).toBe(`${EAGER_COMPILE_HINT}var app=1;\n//# sourceMappingURL=app.js.map`);
    expect(read('static/chunks/home.js')).toBe(`${EAGER_COMPILE_HINT}var home=1;`);
    expect(read('static/BUILD/_buildManifest.js').startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(read('static/chunks/lazy.js')).toBe('var lazy=1;');
    expect(read('static/chunks/home.css')).toBe('a{}');
  });

  it('marks a file once, however often the build step runs', () => {
    markFirstLoadScripts(nextDir);

    expect(markFirstLoadScripts(nextDir)).toBe(0);
    expect(read('static/chunks/home.js')).toBe(`${EAGER_COMPILE_HINT}var home=1;`);
  });

  it('moves the source map one line down with the code', () => {
    markFirstLoadScripts(nextDir);

    expect(JSON.parse(read('static/chunks/app.js.map'))).toEqual({ version: 3, sources: ['app.ts'], mappings: ';AAAA' });
    expect(shiftedOneLine({ sections: [{ offset: { line: 0, column: 0 } }, { offset: { line: 7, column: 2 } }] })).toEqual({
      sections: [{ offset: { line: 1, column: 0 } }, { offset: { line: 8, column: 2 } }],
    });
  });
});
