import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { BENCH_DATA_DIR } from './support/bench-database';
import { calibratedCpuSlowdown, LIGHTHOUSE_SLOW_HOST_INDEX } from './support/lighthouse-cpu-calibration';
import { firstBenchRestaurantId, startProductionServer } from './ssr.bench';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (as the end-to-end tests). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
/** Every run's full report (`<page>-<run>.json`), to open in the Lighthouse viewer or read for the long tasks. */
const REPORTS_DIR = join(BENCH_DATA_DIR, 'lighthouse');

// Nothing reaches the network: no component updates, sync, field trials or QUIC probes.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-field-trial-config',
  '--metrics-recording-only',
  // Any other host fails to resolve: a run cannot depend on, or reach, the network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** A search the bench data answers (the search page's URL, SPEC §2), checked before it is measured. */
const SEARCH_QUERY = 'q=poulet';

interface PageFigures {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (about 1500 on the desktop its 4× preset assumes). */
  benchmarkIndex: number;
}

/** The preset's 4×, unless LIGHTHOUSE_CPU_SLOWDOWN names a factor or `calibrated` (Lighthouse's calibration for this host). */
type CpuSlowdownChoice = { kind: 'preset' } | { kind: 'fixed'; multiplier: number } | { kind: 'calibrated' };

function readCpuSlowdownChoice(value = process.env.LIGHTHOUSE_CPU_SLOWDOWN): CpuSlowdownChoice {
  if (!value) return { kind: 'preset' };
  if (value === 'calibrated') return { kind: 'calibrated' };
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1 || multiplier > 20) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be "calibrated" or a factor from 1 to 20, not "${value}"`);
  return { kind: 'fixed', multiplier };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function assertSearchHasResults(origin: string) {
  const response = await fetch(`${origin}/api/restaurants/search?${SEARCH_QUERY}`);
  const body = (await response.json()) as { items?: unknown[] };
  if (response.status !== 200 || !body.items?.length) throw new Error(`the search "${SEARCH_QUERY}" finds nothing to measure`);
}

/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown)
 * against `next start` over the bench data, three runs a page, the median of each figure, with the
 * host's benchmark index. LIGHTHOUSE_CPU_SLOWDOWN=calibrated runs the same with the slowdown
 * Lighthouse's calibration gives this host instead of 4× (a figure to compare across hosts).
 */
async function main() {
  const slowdownChoice = readCpuSlowdownChoice();
  const restaurantId = await firstBenchRestaurantId();
  const server = await startProductionServer({ databaseUrl: process.env.DATABASE_URL, dataDir: BENCH_DATA_DIR });
  const { default: lighthouse } = await import('lighthouse');
  const { throttling: { mobileSlow4G } } = await import('lighthouse/core/config/constants.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    await assertSearchHasResults(server.origin);
    mkdirSync(REPORTS_DIR, { recursive: true });
    const pages = { home: '/', search: `/restaurant?${SEARCH_QUERY}`, restaurant: `/restaurant?shop=${restaurantId}` };
    const audit = async (path: string, cpuSlowdownMultiplier?: number) => {
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableFullPageScreenshot: true,
        ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { ...mobileSlow4G, cpuSlowdownMultiplier } }),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
      return result.lhr;
    };
    let multiplier: number | undefined;
    if (slowdownChoice.kind === 'fixed') multiplier = slowdownChoice.multiplier;
    if (slowdownChoice.kind === 'calibrated') multiplier = Math.round(calibratedCpuSlowdown((await audit('/')).environment.benchmarkIndex) * 10) / 10;
    const figures: PageFigures[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await audit(path, multiplier);
        writeFileSync(join(REPORTS_DIR, `${name}-${run + 1}.json`), JSON.stringify(lhr));
        runs.push({
          page: `${name} ${path}`,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN),
          cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? NaN) * 1000) / 1000,
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      figures.push({
        page: runs[0].page,
        performance: median(runs.map((r) => r.performance)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      });
    }
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const throttling = multiplier === undefined ? 'mobile preset (slow 4G, 4× CPU)' : `slow 4G and ${multiplier}× CPU (${slowdownChoice.kind === 'calibrated' ? "Lighthouse's calibration for this host" : 'LIGHTHOUSE_CPU_SLOWDOWN'})`;
    console.log(`\nLighthouse ${throttling}, median of ${RUNS} runs; machine: ${os.cpus().length} × ${cpu}, node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
    console.table(figures);
    const hostIndex = median(figures.map((f) => f.benchmarkIndex));
    const calibrated = calibratedCpuSlowdown(hostIndex).toFixed(1);
    console.log(`host benchmark index ${hostIndex}: Lighthouse's calibration gives ${calibrated}× for the preset's phone on this host.`);
    if (multiplier === undefined && hostIndex < LIGHTHOUSE_SLOW_HOST_INDEX) {
      console.log(`Lighthouse warns that a host under ${LIGHTHOUSE_SLOW_HOST_INDEX} is slower than its 4× expects; LIGHTHOUSE_CPU_SLOWDOWN=calibrated measures with ${calibrated}×.`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
