import { defineConfig } from '@playwright/test';
import { basePlaywrightConfig, PHONE } from './playwright.base';

/**
 * The embedded default kept honest: the full end-to-end suite runs against PostgreSQL, and this
 * short run starts the app on a fresh PGlite data directory (DATABASE_URL blanked) and books a table.
 * The server runs its due jobs every 3 s here, and reminds two days ahead, so tomorrow's booking is reminded at once.
 */
const base = basePlaywrightConfig({
  port: Number(process.env.SMOKE_PORT ?? 3110),
  serverEnv: { DATABASE_URL: '', JOBS_INTERVAL_MINUTES: '0.05', REMINDER_LEAD_HOURS: '48' },
});

export default defineConfig({
  ...base,
  testDir: '__tests__/smoke',
  outputDir: 'test-results/smoke',
  workers: 1,
  use: { ...base.use, ...PHONE },
});
