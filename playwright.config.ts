import { defineConfig } from '@playwright/test';
import { basePlaywrightConfig, DESKTOP, PHONE } from './playwright.base';

/** The end-to-end suite at phone and desktop width, against the database DATABASE_URL names (PGlite when unset). */
const base = basePlaywrightConfig({ port: Number(process.env.E2E_PORT ?? 3100) });

export default defineConfig({
  ...base,
  testDir: '__tests__/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two browsers at once: much of a test is waiting (network idle, transitions), so two overlap well on 2 cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'mobile', use: PHONE },
    // A test tagged @any-width checks what no layout changes (redirects, headers, link previews), or a
    // journey whose steps are the same at every width, its cards only reflowing into columns at 1280 px
    // (help, payments, account settings, rewards): once, at phone width. The shell, overlays, discovery,
    // restaurant and booking screens, whose parts move or change between widths, run at both.
    { name: 'desktop', use: DESKTOP, grepInvert: /@any-width/ },
  ],
});
