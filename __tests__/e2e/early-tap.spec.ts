import { expect, test } from '@playwright/test';
import { findRestaurantWithDishes } from './support/restaurant-with-dishes';

test('a dish tapped before the page’s scripts have arrived (a slow network) opens once they run @any-width', async ({ page, request }) => {
  const restaurantId = await findRestaurantWithDishes(request);
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto(`/restaurant?shop=${restaurantId}`, { waitUntil: 'commit' });
  const dish = page.getByTestId('dish').first();
  await dish.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  releaseScripts();

  await expect(page.getByRole('dialog').getByRole('button', { name: /^Ajouter/ })).toBeVisible();
});
