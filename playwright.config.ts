import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, never a downloaded browser; the app runs as `next start` on fresh data. */
export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two browsers at once: much of a test is waiting (network idle, transitions), so two overlap well on 2 cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node node_modules/tsx/dist/cli.mjs scripts/e2e-server.ts`,
    url: `${baseURL}/api/site-settings`,
    // Every spec signs diners up from one address; the limiter itself is tested in the API suite.
    env: { PORT: String(PORT), APP_ORIGIN: baseURL, AUTH_RATE_LIMIT_MAX: '1000' },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
