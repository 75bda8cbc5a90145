import path from 'node:path';
import { expect, test, type Page } from './support/test';

/**
 * The pages the README shows: every picture they display has loaded. With README_SCREENSHOTS=1
 * (`npm run docs:screenshots`) the same run writes the README's pictures into docs/screenshots/.
 */
const WRITE = process.env.README_SCREENSHOTS === '1';

/** The pictures drawn on the first screen; one near the fold may still be on its way, so callers poll. */
function picturesOnFirstScreen(page: Page) {
  return page.locator('img').evaluateAll((elements) =>
    (elements as HTMLImageElement[])
      .filter((image) => {
        // Inside the viewport on both axes: a carousel's later cards sit to the right, lazily loaded.
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
      })
      .map((image) => ({ src: image.currentSrc || image.src, loaded: image.complete && image.naturalWidth > 0 })),
  );
}

async function expectPicturesLoaded(page: Page) {
  expect((await picturesOnFirstScreen(page)).length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await picturesOnFirstScreen(page)).filter((picture) => !picture.loaded), { timeout: 15_000 })
    .toEqual([]);
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
