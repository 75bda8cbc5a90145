import { test as base, type Page } from '@playwright/test';

// Everything else as Playwright has it (expect, the types).
export * from '@playwright/test';

type TNavigate = (this: Page, ...args: unknown[]) => ReturnType<Page['goto']>;

const WAITS_FOR_REACT = Symbol.for('tablee.e2e.waitsForReact');

/** React has taken the page over (hydrateRoot has run; a tap on a part not yet hydrated is then replayed by React), or the response is no page of ours. */
const waitForReact = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('__next');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/**
 * `goto` and `reload` of every page in this worker also wait for React, unless told to wait only
 * for the response (`waitUntil: 'commit'`, the tests of what happens before the scripts run).
 * Patched on the class all of Playwright's pages share, so pages of any context get it.
 */
function waitForReactAfterLoads(page: Page) {
  const pageClass = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (pageClass[WAITS_FOR_REACT]) return;
  pageClass[WAITS_FOR_REACT] = true;
  for (const name of ['goto', 'reload'] as const) {
    const navigate = pageClass[name] as TNavigate;
    pageClass[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      if (options?.waitUntil !== 'commit') await waitForReact(this);
      return response;
    };
  }
}

/**
 * Playwright's `test`, whose page loads wait for React as well as for the load event. A page's
 * scripts start only once it is painted (src/lib/react/paint-first-scripts.ts), which is often after
 * the load event Playwright waits for: a test acting at once would act on the server's HTML, where a
 * tap on a button is kept for React (early-clicks.ts) and what is typed or chosen stays in its field,
 * but a filter that applies itself on change does not see the change.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitForReactAfterLoads(page);
      await page.close();
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
