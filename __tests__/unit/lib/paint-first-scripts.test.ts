import { PAINT_WAIT_CAP_MS, paintFirstLoaderScript } from '@/lib/react/paint-first-scripts';
import { MAIN_PHOTO_TIMING } from '@/lib/images/responsive-image';

const URLS = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/pages/index.js'];

type TEntry = { entryType: string; name: string; identifier?: string };

/** A PerformanceObserver whose reports the test sends itself; `supported` lists what the browser would report. */
function installPerformanceObserver(supported: string[]) {
  const observers: Array<{ type: string; callback: (list: { getEntries: () => TEntry[] }, observer: { disconnect: () => void }) => void; connected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { type: '', callback, connected: false };
    }
    observe({ type }: { type: string }) {
      this.record.type = type;
      this.record.connected = true;
      observers.push(this.record);
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    report(entry: TEntry) {
      for (const observer of observers.filter((o) => o.connected && o.type === entry.entryType)) {
        observer.callback({ getEntries: () => [entry] }, { disconnect: () => (observer.connected = false) });
      }
    },
  };
}

/** The server-rendered page: its main photo (loaded or not), the loader run from an inline script carrying the nonce. */
function servePage({ photo }: { photo: 'none' | 'loading' | 'painted' | 'broken' }) {
  document.head.innerHTML = '';
  document.body.innerHTML = photo === 'none' ? '<h1>FAQ</h1>' : `<img src="/hero.avif" elementtiming="${MAIN_PHOTO_TIMING}" alt="">`;
  const image = document.querySelector('img');
  if (image) {
    Object.defineProperty(image, 'complete', { value: photo !== 'loading' });
    Object.defineProperty(image, 'naturalWidth', { value: photo === 'broken' ? 0 : 1200 });
  }
  Object.defineProperty(document, 'currentScript', { value: { nonce: 'n0nce' }, configurable: true });
  new Function(paintFirstLoaderScript(URLS))();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  return image;
}

const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async, nonce: script.nonce }));

describe('the page’s scripts load once it is painted (paint-first-scripts.ts)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds them in order, to run in order, with the page’s nonce, once the main photo’s paint is reported', () => {
    const performance = installPerformanceObserver(['element', 'paint']);
    servePage({ photo: 'painted' });
    performance.report({ entryType: 'paint', name: 'first-contentful-paint' });
    jest.advanceTimersByTime(0);
    expect(addedScripts()).toEqual([]);

    performance.report({ entryType: 'element', name: 'image-paint', identifier: MAIN_PHOTO_TIMING });
    jest.advanceTimersByTime(0);

    expect(addedScripts()).toEqual(URLS.map((src) => ({ src, async: false, nonce: 'n0nce' })));
  });

  it('waits for the first paint on a page without a main photo', () => {
    const performance = installPerformanceObserver(['element', 'paint']);
    servePage({ photo: 'none' });
    performance.report({ entryType: 'paint', name: 'first-paint' });
    jest.advanceTimersByTime(0);
    expect(addedScripts()).toEqual([]);

    performance.report({ entryType: 'paint', name: 'first-contentful-paint' });
    jest.advanceTimersByTime(0);

    expect(addedScripts().map((script) => script.src)).toEqual(URLS);
  });

  it('does not wait longer than the cap for a photo that is slow to come, and adds the scripts only once', () => {
    const performance = installPerformanceObserver(['element', 'paint']);
    servePage({ photo: 'loading' });
    jest.advanceTimersByTime(PAINT_WAIT_CAP_MS - 1);
    expect(addedScripts()).toEqual([]);

    jest.advanceTimersByTime(1);
    performance.report({ entryType: 'element', name: 'image-paint', identifier: MAIN_PHOTO_TIMING });
    jest.advanceTimersByTime(PAINT_WAIT_CAP_MS);

    expect(addedScripts().map((script) => script.src)).toEqual(URLS);
  });

  it('does not wait for a photo that failed to load, or fails later', () => {
    installPerformanceObserver(['element', 'paint']);
    servePage({ photo: 'broken' });
    expect(addedScripts()).toHaveLength(URLS.length);

    const photo = servePage({ photo: 'loading' });
    expect(addedScripts()).toEqual([]);
    photo!.dispatchEvent(new Event('error'));
    expect(addedScripts()).toHaveLength(URLS.length);
  });

  it('does not wait in a hidden tab, which paints nothing', () => {
    installPerformanceObserver(['element', 'paint']);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });

    servePage({ photo: 'loading' });

    expect(addedScripts()).toHaveLength(URLS.length);
  });

  it('without paint reports, waits for the photo to decode and then one frame', async () => {
    installPerformanceObserver([]);
    let decoded = () => {};
    const decoding = new Promise<void>((resolve) => (decoded = resolve));
    HTMLImageElement.prototype.decode = () => decoding;
    servePage({ photo: 'loading' });
    jest.advanceTimersByTime(100);
    expect(addedScripts()).toEqual([]);

    decoded();
    await decoding;
    await Promise.resolve();
    jest.advanceTimersByTime(100);

    expect(addedScripts()).toHaveLength(URLS.length);
  });
});
