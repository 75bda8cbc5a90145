import { expect, test } from './support/test';

test('the credits page names the author and licence of every CC BY-SA photo', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Crédits photo' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crédits photo' })).toBeVisible();
  const poulet = page.getByRole('listitem').filter({ hasText: 'Keith Jay' }).first();
  await expect(poulet.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
  expect(await page.getByRole('link', { name: 'CC BY-SA 4.0' }).count()).toBeGreaterThanOrEqual(20);
});

test('an unknown address shows the translated not-found page with a way home', { tag: '@any-width' }, async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page.getByRole('heading', { name: 'Restaurants à la une' })).toBeVisible();
});
