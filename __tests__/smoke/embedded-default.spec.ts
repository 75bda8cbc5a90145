import { expect, test } from '@playwright/test';
import { findBookableRestaurant } from '../e2e/support/bookable-restaurant';
import { latestMailTo, signInNewDiner, uniqueDinerEmail } from '../e2e/support/diner-accounts';

/** The embedded default (PGlite in a fresh data directory) serves pages and takes a booking end to end. */
test.describe('embedded database smoke', () => {
  test('a fresh data directory is migrated and seeded: home lists restaurants from the database', async ({ page, request }) => {
    const api = await request.get('/api/restaurants', { params: { filter: JSON.stringify({ where: { isFeatured: true }, limit: 1 }) } });
    expect(api.ok()).toBe(true);
    const [first] = (await api.json()).items as Array<{ name: string }>;
    expect(first?.name).toBeTruthy();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Restaurants à la une' })).toBeVisible();
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  });

  test('a diner books a table from the restaurant page, finds it in My bookings, and the server itself sends its reminder', async ({ page, request, context }) => {
    const email = uniqueDinerEmail('smoke');
    await signInNewDiner(request, context, { email });
    const restaurant = await findBookableRestaurant(request);

    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await page.getByRole('button', { name: 'Réserver une table' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Réserver une table' });
    await modal.locator(`[data-date="${restaurant.tomorrow}"]`).click();
    await modal.getByTestId('slots').getByRole('button', { name: '20:00' }).click();
    await modal.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(page.getByTestId('booking-banner')).toContainText('20:00');

    await page.getByRole('link', { name: 'Valider la réservation →' }).click();
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByTestId('success-message')).toBeVisible();

    await page.goto('/my-account/bookings');
    await expect(page.getByTestId('booking-card').filter({ hasText: restaurant.name })).toContainText('20:00');

    // With the embedded database no second process may open the data: the server runs the due jobs.
    await expect.poll(async () => (await latestMailTo(email)).subject, { timeout: 15_000 }).toBe(`Rappel : votre table chez ${restaurant.name}`);
  });
});
