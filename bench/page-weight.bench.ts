import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { chromium, type CDPSession } from '@playwright/test';

/**
 * `npm run bench:weight` (after `npm run build`): what a phone downloads for a page. Chromium at
 * 390×844, DPR 2, loads each page until the network is idle; every response's
 * `Network.loadingFinished` encodedDataLength (bytes on the wire, headers included) is summed by
 * resource type. Starts the built app on fresh data (scripts/e2e-server.ts) unless
 * WEIGHT_BASE_URL names a running one. WEIGHT_DETAIL=1 also lists every response, largest first.
 */
const PORT = Number(process.env.WEIGHT_PORT ?? 3990);
const VIEWPORT = { width: 390, height: 844 };
const DEVICE_SCALE_FACTOR = 2;

export interface TPageWeight {
  page: string;
  totalKb: number;
  byType: Record<string, number>;
  requests: number;
  resources: { url: string; type: string; kb: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function waitForServer(baseUrl: string, child: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The app stopped (exit ${child.exitCode}) before answering.`);
    try {
      const response = await fetch(`${baseUrl}/api/site-settings`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not answer within 240 s.`);
}

async function firstRestaurantId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/restaurants/search?pageSize=1`, { headers: { 'accept-language': 'fr' } });
  if (response.ok) {
    const body = (await response.json()) as { items?: Array<{ id: number }> };
    if (body.items?.[0]) return body.items[0].id;
  }
  return 1;
}

/** Loads `path` in a fresh context and sums the bytes each response put on the wire. */
export async function measurePageWeight(baseUrl: string, path: string): Promise<TPageWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: DEVICE_SCALE_FACTOR, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const resources: TPageWeight['resources'] = [];
    const byType: Record<string, number> = {};
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      urls.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId) ?? 'Other';
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      resources.push({ url: (urls.get(event.requestId) ?? '?').replace(baseUrl, ''), type, kb: kb(event.encodedDataLength) });
      requests += 1;
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const total = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
    return { page: path, totalKb: kb(total), byType: Object.fromEntries(Object.entries(byType).map(([type, bytes]) => [type, kb(bytes)])), requests, resources };
  } finally {
    await browser.close();
  }
}

async function main() {
  let child: ChildProcess | null = null;
  let baseUrl = process.env.WEIGHT_BASE_URL;
  if (!baseUrl) {
    baseUrl = `http://127.0.0.1:${PORT}`;
    child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/e2e-server.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(PORT), APP_ORIGIN: baseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    });
  }
  try {
    await waitForServer(baseUrl, child);
    const restaurantId = await firstRestaurantId(baseUrl);
    const paths = ['/', `/restaurant?shop=${restaurantId}`, '/restaurant'];
    const results: TPageWeight[] = [];
    for (const path of paths) results.push(await measurePageWeight(baseUrl, path));
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(`Page weight at ${VIEWPORT.width}×${VIEWPORT.height}, DPR ${DEVICE_SCALE_FACTOR}, after network idle (KB on the wire):`);
    console.table(results.map(({ page, totalKb, byType, requests }) => ({ page, totalKb, requests, ...byType })));
    if (process.env.WEIGHT_DETAIL) {
      for (const { page, resources } of results) {
        console.log(`\n${page}`);
        for (const resource of [...resources].sort((a, b) => b.kb - a.kb)) console.log(`  ${String(resource.kb).padStart(6)} KB  ${resource.type.padEnd(8)} ${resource.url}`);
      }
    }
    console.log(`machine: ${os.cpus().length} × ${cpu}, node ${process.version}`);
  } finally {
    child?.kill('SIGTERM');
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
