import { expect, test, type Page } from './support/test';

/** The seeded restaurant with an upcoming event (Le Maquis du Lagon: 4 photos, 12 reviews). */
async function findRestaurant(request: import('@playwright/test').APIRequestContext) {
  const events = await request.get('/api/events', { params: { pageSize: '1' } });
  const [event] = (await events.json()).items as Array<{ restaurantId: number }>;
  const data = await request.get(`/api/restaurants/data/${event.restaurantId}`);
  return (await data.json()) as { id: number; name: string; images: Array<{ alt: string; url: string }>; rating: { count: number } };
}

/** Lazy photos load as they come into view: scroll through the page first so the full-page picture shows them. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  // Photos further along the phone's sideways strip stay unloaded until swiped to. A photo the page
  // added after that pass (a section rendered once hydrated) is brought into view in turn.
  await page.waitForFunction(() => {
    const waiting = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().left < window.innerWidth);
    waiting[0]?.scrollIntoView({ block: 'center', inline: 'nearest' });
    return waiting.length === 0;
  }, undefined, { polling: 200 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('restaurant page', () => {
  test('§3 a diner opens a restaurant, browses its photos with the keyboard, reads and loads more reviews, and shares the URL', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const restaurant = await findRestaurant(request);
    expect(restaurant.images.length).toBeGreaterThan(2);
    expect(restaurant.rating.count).toBeGreaterThan(10);

    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${restaurant.name} · Tablée`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\//);
    expect(ogImage).not.toMatch(/\.svg(\?|$)/i);
    await expect(page.getByTestId('open-status')).toBeVisible();
    await expect(page.getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    await expect(page.getByRole('button', { name: 'Réserver une table' })).toBeVisible();
    await loadLazyImages(page);

    // The gallery opens at the photo chosen and steps with the arrow keys (SPEC §3 order).
    await page.getByRole('button', { name: /Agrandir la photo 2 sur/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`2 / ${restaurant.images.length}`)).toBeVisible();
    await expect(dialog.getByRole('img', { name: restaurant.images[1]!.alt })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`3 / ${restaurant.images.length}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img', { name: restaurant.images[0]!.alt })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${restaurant.images.length} / ${restaurant.images.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Reviews: 10 first, then the rest.
    const reviews = page.getByTestId('review');
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(reviews).toHaveCount(10);
    await expect(page.getByText(/ · \d+ avis$/).first()).toBeVisible();
    await page.getByRole('button', { name: /Voir plus d.avis/ }).click();
    await expect(reviews).toHaveCount(restaurant.rating.count > 20 ? 20 : restaurant.rating.count);

    // A shareable address: reloading shows the same restaurant.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the gallery follows a swipe (pointer events) on a touch screen', async ({ page, request }) => {
    test.skip(test.info().project.name !== 'mobile', 'touch gestures are a phone matter');
    const restaurant = await findRestaurant(request);
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await page.getByRole('button', { name: /Voir les \d+ photos/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`1 / ${restaurant.images.length}`)).toBeVisible();
    const viewport = dialog.getByTestId('gallery-viewport');
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await viewport.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: fromX, clientY: y });
      await viewport.dispatchEvent('pointermove', { pointerType: 'touch', isPrimary: true, clientX: (fromX + toX) / 2, clientY: y });
      await viewport.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: toX, clientY: y });
    };
    await swipe(box.x + box.width - 20, box.x + 20);
    await expect(dialog.getByText(`2 / ${restaurant.images.length}`)).toBeVisible();
    await swipe(box.x + 20, box.x + box.width - 20);
    await expect(dialog.getByText(`1 / ${restaurant.images.length}`)).toBeVisible();
  });

  test('an unknown restaurant is a 404', async ({ page }) => {
    const response = await page.goto('/restaurant?shop=999999');
    expect(response?.status()).toBe(404);
  });
});
