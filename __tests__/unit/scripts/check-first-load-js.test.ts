import { measureFirstLoad } from '../../../scripts/check-first-load-js';
import { clientOnlyLoadables, firstLoadFiles, type LoadableManifest } from '../../../scripts/first-load-files';

const KB = 1024;
const sizes: Record<string, number> = {
  'static/chunks/app.js': 100 * KB,
  'static/chunks/home.js': 20 * KB,
  'static/chunks/overlay.js': 30 * KB,
  'static/chunks/screen-a.js': 15 * KB,
  'static/chunks/screen-b.js': 5 * KB,
  'static/BUILD/_buildManifest.js': 2 * KB,
};
const sizeOf = (file: string) => sizes[file] ?? 0;
const manifest = {
  pages: { '/_app': ['static/chunks/app.js'], '/': ['static/chunks/home.js'], '/restaurant': ['static/chunks/home.js'] },
  lowPriorityFiles: ['static/BUILD/_buildManifest.js'],
};

describe('the first-load budget counts every script the server-rendered HTML loads', () => {
  it('reads which next/dynamic calls are client-only from the compiled chunks', () => {
    const chunks = ['let a=(0,r.default)(()=>e.A(1),{loadableGenerated:{modules:[111]},ssr:!1}),b=(0,r.default)(()=>e.A(2),{loadableGenerated:{modules:[222]}});'];
    expect([...clientOnlyLoadables(chunks)]).toEqual(['111']);
  });

  it('adds the chunks of server-rendered dynamic imports and the build manifests, never the client-only ones', () => {
    const loadables = () => ({ 111: { id: 111, files: ['static/chunks/overlay.js'] }, 222: { id: 222, files: ['static/chunks/screen-a.js'] } });
    const [home] = measureFirstLoad(firstLoadFiles({ ...manifest, pages: { '/_app': manifest.pages['/_app'], '/': manifest.pages['/'] } }, loadables, new Set(['111'])), sizeOf);
    expect(home).toEqual({ route: '/', kb: 137 });
  });

  it('reports a page that renders one of several dynamic screens once per screen', () => {
    const loadables = (route: string): LoadableManifest => (route === '/restaurant' ? { 1: { id: 1, files: ['static/chunks/screen-a.js'] }, 2: { id: 2, files: ['static/chunks/screen-b.js'] } } : {});
    const results = measureFirstLoad(firstLoadFiles(manifest, loadables, new Set()), sizeOf).filter((result) => result.route.startsWith('/restaurant'));
    expect(results).toEqual([
      { route: '/restaurant (dynamic screen 1)', kb: 137 },
      { route: '/restaurant (dynamic screen 2)', kb: 127 },
    ]);
  });
});
