import { defineConfig } from '@playwright/test';
import { basePlaywrightConfig, PHONE } from './playwright.base';

/**
 * The embedded default kept honest: the full end-to-end suite runs against PostgreSQL, and this
 * short run starts the app on a fresh PGlite data directory (DATABASE_URL blanked) and books a table.
 */
const base = basePlaywrightConfig({ port: Number(process.env.SMOKE_PORT ?? 3110), serverEnv: { DATABASE_URL: '' } });

export default defineConfig({
  ...base,
  testDir: '__tests__/smoke',
  outputDir: 'test-results/smoke',
  workers: 1,
  use: { ...base.use, ...PHONE },
});
