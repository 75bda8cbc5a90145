import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The pages the README shows: every picture they display has loaded. With README_SCREENSHOTS=1
 * (`npm run docs:screenshots`) the same run writes the README's pictures into docs/screenshots/.
 */
const WRITE = process.env.README_SCREENSHOTS === '1';

async function expectPicturesLoaded(page: Page) {
  await page.waitForLoadState('networkidle');
  const pictures = await page.locator('img').evaluateAll((elements) =>
    (elements as HTMLImageElement[])
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.getBoundingClientRect().width > 0)
      .map((image) => ({ src: image.currentSrc || image.src, loaded: image.complete && image.naturalWidth > 0 })),
  );
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((picture) => !picture.loaded)).toEqual([]);
}

async function capture(page: Page, name: string) {
  if (!WRITE) return;
  await page.screenshot({ path: path.join('docs', 'screenshots', `${name}-${test.info().project.name}.jpg`), type: 'jpeg', quality: 72 });
}

test.describe('the pages the README shows', () => {
  test('home shows its pictures on the first screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Restaurants à la une' })).toBeVisible();
    await expectPicturesLoaded(page);
    await capture(page, 'home');
  });

  test('a restaurant page shows its pictures on the first screen', async ({ page, request }) => {
    const featured = await request.get('/api/restaurants', { params: { filter: JSON.stringify({ where: { isFeatured: true }, order: ['ratingAverage DESC', 'id ASC'], limit: 1 }) } });
    const [restaurant] = (await featured.json()).items as Array<{ id: number; name: string }>;
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expectPicturesLoaded(page);
    await capture(page, 'restaurant');
  });
});
