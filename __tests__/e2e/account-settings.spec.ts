import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolation } from './support/axe';
import { signInNewDiner } from './support/diner-accounts';
import { findRestaurantWithDishes } from './support/restaurant-with-dishes';

/** A full-page picture from the top, so the sticky header sits where a diner sees it. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}-${test.info().project.name}.png`, fullPage: true });
}

test.describe('account settings @any-width', () => {
  test('§3 a diner switches to English and euros, and the menu prices show in euros', async ({ page, request, context }) => {
    const token = await signInNewDiner(request, context, { firstName: 'Awa', lastName: 'Koné', label: 'settings' });
    const restaurantId = await findRestaurantWithDishes(request);
    const firstPrice = page.getByTestId('dish').first();

    await page.goto(`/restaurant?shop=${restaurantId}`);
    await expect(firstPrice).toContainText(/F\s?CFA/);

    await page.goto('/my-account/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
    await expect(page.getByLabel('Prénom')).toHaveValue('Awa');
    await expect(page.getByRole('checkbox')).toHaveCount(3);
    await screenshot(page, 'account-settings');
    await expectNoSeriousAxeViolation(page);

    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page).toHaveURL(/\/en\/my-account\/account-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await page.getByRole('radio', { name: 'Euro (EUR)' }).check();
    await expect(page.getByText('Prices now show in euros.')).toBeVisible();
    // §9: the settings are cached for the first paint of the next page.
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('user-settings'))) ?? 'null')).toMatchObject({ language: 'en', moneyId: 'EUR' });

    await page.goto(`/en/restaurant?shop=${restaurantId}`);
    await expect(firstPrice).toContainText('€');
    await expect(firstPrice).not.toContainText(/F\s?CFA/);

    // The account, not this browser, holds the choice.
    const me = (await (await request.get('/api/whoAmI', { headers: { authorization: `Bearer ${token}` } })).json()) as { settings: { language: string; moneyId: string } };
    expect(me.settings).toMatchObject({ language: 'en', moneyId: 'EUR' });
  });

  test('a diner adds an address with a landmark on the address page', async ({ page, request, context }) => {
    await signInNewDiner(request, context, { firstName: 'Moussa', lastName: 'Sarr', label: 'address' });
    await page.goto('/my-account/address');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible();
    await expect(page.getByText('Vous n’avez pas encore d’adresse.')).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await page.getByLabel('Nom de l’adresse').fill('Maison');
    await page.getByLabel('Ville').selectOption({ label: 'Abidjan' });
    await page.getByLabel('Adresse', { exact: true }).fill('Rue des Jardins, lot 12');
    await page.getByLabel('Quartier').fill('Cocody Riviera');
    await page.getByLabel('Point de repère').fill('Derrière la pharmacie Saint-Michel, portail bleu');
    await screenshot(page, 'address-form');
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();

    const card = page.getByRole('listitem').filter({ hasText: 'Maison' });
    await expect(card).toContainText('Repère : Derrière la pharmacie Saint-Michel, portail bleu');
    await expect(card).toContainText('Par défaut');
    await screenshot(page, 'address-list');
  });
});
