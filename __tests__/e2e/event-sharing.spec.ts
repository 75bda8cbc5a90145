import { expect, test } from './support/test';

test('§2 an event link shows and shares its name, picture and city; an unknown event is a 404', { tag: '@any-width' }, async ({ page, request }) => {
  const events = await request.get('/api/events', { params: { pageSize: '1' } });
  const [event] = (await events.json()).items as Array<{ id: number; title: string; restaurantName: string }>;

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${event.title} · Tablée`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', new RegExp(event.restaurantName));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.(webp|jpe?g|png)$/);

  const missing = await page.goto('/event/999999');
  expect(missing?.status()).toBe(404);
});

test('§2 the category page opens the category view (a bottom sheet on phones) and picks a category', async ({ page }) => {
  await page.goto('/category');
  await page.getByRole('button', { name: 'Choisir une catégorie' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\?category=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
