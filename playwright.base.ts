import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** What every Playwright run shares: Debian's Chromium (never a downloaded browser) and the app served by `next start` on fresh data. */
export function basePlaywrightConfig({ port, serverEnv = {} }: { port: number; serverEnv?: Record<string, string> }): PlaywrightTestConfig {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    timeout: 60_000,
    // A page waiting on the server gets 10 s before an assertion fails: CI shares two cores with the browser and the app.
    expect: { timeout: 10_000 },
    use: {
      baseURL,
      locale: 'fr-FR',
      // Dialogs, drawers and toasts appear at once, so no test waits for an animation.
      reducedMotion: 'reduce',
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      },
    },
    webServer: {
      command: `node node_modules/tsx/dist/cli.mjs scripts/e2e-server.ts`,
      url: `${baseURL}/api/site-settings`,
      // Every spec signs diners up from one address; the limiter itself is tested in the API suite.
      // Their passwords are hashed at scrypt's lowest cost: at the production cost each sign-up and
      // log-in took a third of a second of a core the browsers share (password-hasher.test.ts checks that cost).
      // Request logs stay out of the test report; warnings and errors still show.
      env: { PORT: String(port), APP_ORIGIN: baseURL, AUTH_RATE_LIMIT_MAX: '1000', PASSWORD_HASH_COST: '10', LOG_LEVEL: 'warn', TEST_CLOCK: 'enabled', ...serverEnv },
      timeout: 240_000,
      reuseExistingServer: false,
      // SIGTERM, not the default SIGKILL: the server script then drops the database and data directory it made.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  };
}

export const PHONE = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };
export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
