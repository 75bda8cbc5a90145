import { expect, test } from './support/test';
import { pageScriptUrls } from './support/page-scripts';

test.describe('home page', () => {
  test('opens in French with the site name and a restaurant served from the database', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    const api = await request.get('/api/restaurants', { params: { filter: JSON.stringify({ where: { isFeatured: true }, order: ['ratingAverage DESC', 'id ASC'], limit: 1 }) } });
    expect(api.ok()).toBe(true);
    const [first] = (await api.json()).items as Array<{ name: string }>;

    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tablée');
    await expect(page.getByRole('heading', { name: 'Restaurants à la une' })).toBeVisible();
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('photos arrive in AVIF at the width the screen needs and are drawn', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('article').filter({ has: page.locator('img[srcset*=".avif"]') }).first();
    await card.scrollIntoViewIfNeeded();
    const photo = card.locator('img[srcset*=".avif"]').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const chosen = await photo.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, drawn: img.getBoundingClientRect().width * devicePixelRatio, natural: img.naturalWidth }));
    expect(chosen.src).toMatch(/\.avif$/);
    // Never a file much wider than the screen draws it.
    expect(chosen.natural).toBeLessThan(chosen.drawn * 2.1);
  });

  test('pages carry a nonce-based Content-Security-Policy and the security headers', { tag: '@any-width' }, async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['strict-transport-security']).toContain('max-age=');

    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('the scripts a page loads first are marked to be compiled while they download', { tag: '@any-width' }, async ({ request }) => {
    const html = await (await request.get('/')).text();
    const firstLoad = pageScriptUrls(html).afterPaint;
    expect(firstLoad.length).toBeGreaterThan(3);
    for (const src of firstLoad) expect((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  });

  test('pages in every locale get the page headers, files do not', { tag: '@any-width' }, async ({ request }) => {
    expect((await request.get('/en/restaurant')).headers()['content-security-policy']).toContain("'strict-dynamic'");
    for (const file of ['/images/photos/dish-pizza-1-640w.avif', '/images/generated/adverts/grill.svg', '/images/brand/logo.svg']) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-security-policy']).toBeUndefined();
    }
  });

  test('switches to English and back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Langue/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Featured restaurants' })).toBeVisible();
  });
});
