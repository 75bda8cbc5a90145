import { expect, test, type Page } from './support/test';
import { restaurantWithPhotos } from './support/restaurant-with-photos';

/** Records every largest-contentful-paint candidate Chromium reports, from the first byte of the page on. */
async function recordLargestPaint(page: Page) {
  await page.addInitScript(() => {
    const candidates: Array<{ tag: string; src: string; loading: string | null }> = [];
    (window as unknown as { largestPaints: typeof candidates }).largestPaints = candidates;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        const element = entry.element;
        candidates.push({ tag: element?.tagName ?? '', src: element instanceof HTMLImageElement ? new URL(element.currentSrc).pathname : '', loading: element?.getAttribute('loading') ?? null });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { largestPaints: Array<{ tag: string; src: string; loading: string | null }> }).largestPaints.at(-1));
}

const highPriorityPreloads = (html: string) => [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)].map((m) => m[0]).filter((tag) => /fetchpriority="high"/i.test(tag));

test.describe('images sized and ordered for a phone on a slow network', () => {
  for (const [name, path] of [
    ['home', async () => '/'],
    ['restaurant', restaurantWithPhotos],
  ] as const) {
    test(`${name}: the largest paint is a photo preloaded from the head with high priority, never lazy`, async ({ page, request }) => {
      const url = await path(request);
      const preloads = highPriorityPreloads(await (await request.get(url)).text());
      expect(preloads).toHaveLength(1);

      const largestPaint = await recordLargestPaint(page);
      await page.goto(url);

      // The photo's paint comes after the heading's; once it is in, nothing on the first screen is larger.
      await expect.poll(async () => (await largestPaint())?.tag).toBe('IMG');
      const largest = (await largestPaint())!;
      expect(largest.loading).not.toBe('lazy');
      expect(preloads[0]).toContain(`${largest.src} `);
    });
  }

  test('home: every picture below the first screen is lazy, so the first bytes go to what the diner sees', async ({ page }) => {
    await page.goto('/');
    const belowTheFold = await page.evaluate(() =>
      [...document.images].filter((image) => image.getBoundingClientRect().top >= window.innerHeight).map((image) => ({ src: image.getAttribute('src'), loading: image.getAttribute('loading') })),
    );

    expect(belowTheFold.length).toBeGreaterThan(5);
    expect(belowTheFold.filter((image) => image.loading !== 'lazy')).toEqual([]);
  });
});
