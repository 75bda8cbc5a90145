import { expect, test } from '@playwright/test';

/** A seeded restaurant whose page lists dishes. */
async function findRestaurantWithDishes(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const list = (await (await request.get(`/api/restaurants?filter=${encodeURIComponent(JSON.stringify({ limit: 20 }))}`)).json()) as { items: { id: number }[] };
  for (const { id } of list.items) {
    const data = (await (await request.get(`/api/restaurants/data/${id}`)).json()) as { menus: { dishes?: unknown[] }[] };
    if (data.menus.some((menu) => (menu.dishes?.length ?? 0) > 0)) return id;
  }
  throw new Error('no seeded restaurant has dishes');
}

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
