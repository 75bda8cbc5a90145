import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { BENCH_DATA_DIR } from './support/bench-database';
import { firstBenchRestaurantId, startProductionServer } from './ssr.bench';

/**
 * `npm run bench:throttled`: what a diner on a slow phone and link sees, in Chromium's own
 * throttling (not Lighthouse's simulation): slow 4G (150 ms, 1.6 Mbit/s down), 4× CPU, no cache,
 * at 412×823. For home, a restaurant and the search, LOADS loads each: when the largest paint came,
 * when React had taken the page over (hydrated), and the load event; medians.
 * THROTTLED_ORIGINS="http://a http://b" measures running servers instead, alternating between them
 * load by load, so that two builds are compared in the same minutes.
 */
const LOADS = Number(process.env.THROTTLED_LOADS ?? 5);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };

interface TLoadTimes {
  largestPaint: number;
  hydrated: number;
  load: number;
}

async function loadOnce(browser: Browser, url: string): Promise<TLoadTimes> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const times = { largestPaint: 0, hydrated: 0 };
      (window as unknown as { loadTimes: typeof times }).loadTimes = times;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) times.largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const poll = setInterval(() => {
        const root = document.getElementById('__next');
        if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer')) && 'next' in window) {
          times.hydrated = performance.now();
          clearInterval(poll);
        }
      }, 10);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { loadTimes: { hydrated: number } }).loadTimes.hydrated > 0, null, { timeout: 120_000 });
    // The largest paint is final once the page has settled.
    await page.waitForTimeout(500);
    return await page.evaluate(() => ({
      ...(window as unknown as { loadTimes: { largestPaint: number; hydrated: number } }).loadTimes,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

async function main() {
  const given = process.env.THROTTLED_ORIGINS?.split(/\s+/).filter(Boolean);
  const restaurantId = await firstBenchRestaurantId();
  const server = given ? null : await startProductionServer({ databaseUrl: process.env.DATABASE_URL, dataDir: BENCH_DATA_DIR });
  const origins = given ?? [server!.origin];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'] });
  try {
    const rows = [];
    for (const [name, path] of Object.entries({ home: '/', search: '/restaurant?q=poulet', restaurant: `/restaurant?shop=${restaurantId}` })) {
      const runs = new Map<string, TLoadTimes[]>(origins.map((origin) => [origin, []]));
      for (let load = 0; load < LOADS; load += 1) for (const origin of origins) runs.get(origin)!.push(await loadOnce(browser, origin + path));
      for (const [origin, times] of runs) {
        rows.push({
          page: `${name} ${path}`,
          ...(origins.length > 1 ? { origin } : {}),
          largestPaintMs: median(times.map((t) => t.largestPaint)),
          hydratedMs: median(times.map((t) => t.hydrated)),
          loadMs: median(times.map((t) => t.load)),
        });
      }
    }
    console.log(`\nChromium throttling: slow 4G, 4× CPU, no cache; median of ${LOADS} loads; machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${new Date().toISOString().slice(0, 10)}`);
    console.table(rows);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
