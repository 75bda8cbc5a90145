import { expect, test } from './support/test';
import { findBookableRestaurant } from './support/bookable-restaurant';
import { signInNewDiner } from './support/diner-accounts';
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

test('a signed-in diner’s early tap on “Réserver une table” opens the booking, and the page hydrates without an error @any-width', async ({ page, request, context }) => {
  await signInNewDiner(request, context, { label: 'early-tap' });
  const restaurant = await findBookableRestaurant(request);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto(`/restaurant?shop=${restaurant.id}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Réserver une table' }).first().click();
  releaseScripts();

  await expect(page.getByRole('dialog', { name: 'Réserver une table' })).toBeVisible();
  // The header's bell (browser-only code) is there too, and React kept the server's HTML.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a city chosen in the events filter before the page’s scripts have arrived is applied once they run @any-width', async ({ page, request }) => {
  const staticData = (await (await request.get('/api/staticData')).json()) as { cities: Array<{ id: number; name: string }> };
  const dakar = staticData.cities.find((city) => city.name === 'Dakar')!;
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto('/event', { waitUntil: 'commit' });
  await page.getByLabel('Ville').selectOption(String(dakar.id));
  await expect(page).not.toHaveURL(/city=/);
  releaseScripts();

  await expect(page).toHaveURL(new RegExp(`city=${dakar.id}`));
  await expect(page.getByLabel('Ville')).toHaveValue(String(dakar.id));
});
