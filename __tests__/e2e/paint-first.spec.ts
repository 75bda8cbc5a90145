import { expect, test, type Page } from './support/test';
import { pageScriptUrls } from './support/page-scripts';
import { restaurantWithPhotos } from './support/restaurant-with-photos';

interface TLoadOrder {
  /** When the main photo (elementtiming="main-photo") was painted, if the page has one. */
  photoPaint: number | null;
  firstPaint: number | null;
  /** When the first of the page's scripts started to download. */
  firstScriptFetch: number | null;
  cspViolations: string[];
  hydrated: boolean;
}

/** Records, from the first byte on, the paints and CSP violations of the page, to compare with its scripts' resource timings. */
async function recordLoadOrder(page: Page) {
  await page.addInitScript(() => {
    const record = { photoPaint: null as number | null, firstPaint: null as number | null, cspViolations: [] as string[] };
    (window as unknown as { loadOrder: typeof record }).loadOrder = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier?: string; renderTime?: number }>) {
        if (entry.entryType === 'element' && entry.identifier === 'main-photo') record.photoPaint = entry.renderTime ?? entry.startTime;
        if (entry.entryType === 'paint' && entry.name === 'first-contentful-paint') record.firstPaint = entry.startTime;
      }
    }).observe({ entryTypes: ['element', 'paint'] });
    document.addEventListener('securitypolicyviolation', (event) => record.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return (): Promise<TLoadOrder> =>
    page.evaluate(() => {
      const record = (window as unknown as { loadOrder: Omit<TLoadOrder, 'firstScriptFetch' | 'hydrated'> }).loadOrder;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'script' && entry.name.includes('/_next/static/'));
      const root = document.getElementById('__next');
      return {
        ...record,
        firstScriptFetch: scripts.length ? Math.min(...scripts.map((entry) => entry.startTime)) : null,
        hydrated: !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer')),
      };
    });
}

test.describe('the page is painted before its scripts load (paint-first-scripts.ts)', () => {
  for (const [name, path] of [
    ['home', async () => '/'],
    ['a restaurant', restaurantWithPhotos],
    ['the search', async () => '/restaurant?q=poulet'],
  ] as const) {
    test(`${name}: the scripts start downloading once the main photo is on screen, under the page's CSP, and the page hydrates @any-width`, async ({ page, request }) => {
      const url = await path(request);
      const html = await (await request.get(url)).text();
      const scripts = pageScriptUrls(html);
      // Nothing in the HTML downloads a script of its own: the loader adds them all, in Next.js's order.
      expect(scripts.tags).toEqual([]);
      expect(scripts.afterPaint.length).toBeGreaterThan(3);
      expect(scripts.afterPaint.filter((src) => !src.startsWith('/_next/static/'))).toEqual([]);
      expect(html).toMatch(/<img[^>]*elementtiming="main-photo"/);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const loadOrder = await recordLoadOrder(page);

      await page.goto(url);

      await expect.poll(async () => (await loadOrder()).hydrated).toBe(true);
      const order = await loadOrder();
      expect(order.photoPaint).not.toBeNull();
      expect(order.firstScriptFetch).toBeGreaterThanOrEqual(order.photoPaint!);
      expect(order.cspViolations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a page without a main photo loads its scripts after its first paint @any-width', async ({ page }) => {
    const loadOrder = await recordLoadOrder(page);

    await page.goto('/faq');

    await expect.poll(async () => (await loadOrder()).hydrated).toBe(true);
    const order = await loadOrder();
    expect(order.photoPaint).toBeNull();
    expect(order.firstScriptFetch).toBeGreaterThanOrEqual(order.firstPaint!);
  });

  test('a main photo that fails to load does not hold the scripts back @any-width', async ({ page }) => {
    await page.route('**/images/**', (route) => route.abort());
    const loadOrder = await recordLoadOrder(page);

    await page.goto('/');

    await expect.poll(async () => (await loadOrder()).hydrated).toBe(true);
    expect((await loadOrder()).photoPaint).toBeNull();
  });
});
