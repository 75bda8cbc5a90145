import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { DEMO_PASSWORD, staffEmailFor } from '../../src/server/db/seed/demo-accounts';
import { expectNoSeriousAxeViolation } from './support/axe';
import { signInNewDiner } from './support/diner-accounts';

/** A seeded Cotonou restaurant (UTC+1) open every day at lunch and dinner, with take-away and delivery. */
const RESTAURANT_SLUG = 'saveurs-de-ganhi-cotonou';
const LANDMARK = 'Derrière la pharmacie Saint-Michel, portail bleu';

interface TRestaurantData { id: number; name: string; timeZone: string; coordinates: { latitude: number; longitude: number } }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const localDate = (timeZone: string, date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

async function logIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function findRestaurant(request: APIRequestContext, staffToken: string): Promise<TRestaurantData> {
  const { items } = (await (await request.get('/api/manager/restaurants', { headers: bearer(staffToken) })).json()) as { items: { id: number }[] };
  return (await (await request.get(`/api/restaurants/data/${items[0].id}`)).json()) as TRestaurantData;
}

/** Adds the first `count` dishes of the menu, `portions` of each, through each dish's detail view. */
async function addDishes(page: Page, restaurantId: number, count: number, portions = 1) {
  await page.goto(`/restaurant?shop=${restaurantId}`);
  for (let index = 0; index < count; index += 1) {
    await page.getByTestId('dish').nth(index).getByRole('button').first().click();
    const detail = page.getByRole('dialog');
    for (let more = 1; more < portions; more += 1) await detail.getByRole('button', { name: 'Une portion de plus' }).click();
    await detail.getByRole('button', { name: /^Ajouter/ }).click();
    await expect(detail).toBeHidden();
  }
}

/** From the cart drawer to /order with the chosen way of getting the food. */
async function startOrder(page: Page, type: 'À emporter' | 'Livraison') {
  await page.getByRole('button', { name: /panier/i }).first().click();
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('link', { name: 'Commander' }).click();
  await expect(page).toHaveURL(/\/order\?type=/);
}

/** A time on the restaurant's own clock, tomorrow. */
async function scheduleTomorrow(page: Page, timeZone: string, time: string) {
  await page.getByRole('radio', { name: 'Programmer' }).check();
  await page.getByLabel('Jour').selectOption(localDate(timeZone, new Date(Date.now() + 86_400_000)));
  await page.getByLabel('Heure', { exact: true }).selectOption({ label: time });
}

async function continueToCheckoutAndPlace(page: Page) {
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=/);
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/checkout-success\?orderId=/);
  return new URL(page.url()).searchParams.get('orderId')!;
}

async function staffPage(browser: Browser, token: string, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL }]);
  return context.newPage();
}

test.describe('ordering take-away and delivery', () => {
  test('a new diner orders two dishes for delivery tomorrow 13:00 to a new address with a landmark, with an offer; the restaurant accepts it and sends it out, and the diner sees both steps @any-width', async ({ page, context, request, browser, baseURL }) => {
    test.setTimeout(150_000);
    const staffToken = await logIn(request, staffEmailFor(RESTAURANT_SLUG));
    const restaurant = await findRestaurant(request, staffToken);
    await signInNewDiner(request, context, { label: 'delivery', firstName: 'Afi', lastName: 'Houngbo' });
    // The locate button reads the browser's position: the diner stands about 600 m from the restaurant.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: restaurant.coordinates.latitude + 0.004, longitude: restaurant.coordinates.longitude + 0.004 });

    // Three portions of each of two dishes: past the welcome offer's 5,000 F CFA minimum.
    await addDishes(page, restaurant.id, 2, 3);
    await startOrder(page, 'Livraison');
    await scheduleTomorrow(page, restaurant.timeZone, '13:00');

    await page.getByRole('button', { name: 'Choisir ou ajouter une adresse' }).click();
    const modal = page.getByRole('dialog', { name: 'Adresse de livraison' });
    await modal.getByLabel('Nom de l’adresse').fill('Maison');
    await modal.getByLabel('Ville').selectOption({ label: 'Cotonou' });
    await modal.getByLabel('Adresse', { exact: true }).fill('Rue 12.054, Akpakpa');
    await modal.getByLabel('Point de repère').fill(LANDMARK);
    await modal.getByLabel('Téléphone sur place').fill('01 97 12 34 56');
    await modal.getByRole('button', { name: 'Me localiser' }).click();
    await expect(modal.getByLabel('Latitude')).not.toHaveValue('');
    expect(Number(await modal.getByLabel('Latitude').inputValue())).toBeCloseTo(restaurant.coordinates.latitude + 0.004, 4);
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
    await modal.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('delivery-address')).toContainText(LANDMARK);

    await page.getByRole('button', { name: 'Ajouter une offre' }).click();
    const offers = page.getByRole('dialog', { name: 'Ajouter une offre' });
    await offers.getByLabel('Code promo ou coupon').fill('BIENVENUE10');
    await offers.getByRole('button', { name: 'Appliquer le code' }).click();
    await expect(offers).toBeHidden();
    // The server judges the code and prices the order: its discount shows in its totals.
    await expect(page.getByText(/Offre appliquée/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('order-totals')).toContainText('Réduction');
    await expectNoSeriousAxeViolation(page, 'main');

    const orderId = await continueToCheckoutAndPlace(page);
    await expect(page.getByTestId('order-success')).toContainText('13:00');
    const number = orderId.slice(0, 8).toUpperCase();

    const staff = await staffPage(browser, staffToken, baseURL!);
    await staff.goto('/manager');
    await staff.getByRole('textbox', { name: 'Jour' }).fill(localDate(restaurant.timeZone, new Date(Date.now() + 86_400_000)));
    const card = staff.getByTestId('staff-order').filter({ hasText: number });
    const moves = staff.getByRole('group', { name: `Faire avancer la commande n° ${number}` });
    await expect(card).toContainText(LANDMARK);
    for (const [move, status] of [['Accepter', 'Acceptée'], ['En préparation', 'En préparation'], ['Prête', 'Prête'], ['Partie en livraison', 'En livraison']]) {
      await moves.getByRole('button', { name: move, exact: true }).click();
      // The move is saved (the server's status shows) before the next one is offered.
      await expect(card.getByTestId('order-status')).toHaveText(status);
    }
    await staff.context().close();

    await page.getByRole('link', { name: 'Suivre ma commande' }).click();
    await expect(page.locator('[aria-current="step"]')).toContainText('En livraison', { timeout: 20_000 });
    // Both steps the diner was promised, each with the time it happened.
    await expect(page.getByTestId('step-accepted')).toContainText(/Acceptée.*à \d{2}:\d{2}/);
    await expect(page.getByTestId('step-out_for_delivery')).toContainText(/En livraison.*à \d{2}:\d{2}/);
    await expect(page.getByText(LANDMARK)).toBeVisible();
  });

  test('another diner orders take-away for 19:30 tomorrow and finds it under My orders @any-width', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const staffToken = await logIn(request, staffEmailFor(RESTAURANT_SLUG));
    const restaurant = await findRestaurant(request, staffToken);
    await signInNewDiner(request, context, { label: 'take-away', firstName: 'Koffi' });

    await addDishes(page, restaurant.id, 1);
    await startOrder(page, 'À emporter');
    await scheduleTomorrow(page, restaurant.timeZone, '19:30');
    await continueToCheckoutAndPlace(page);
    await expect(page.getByTestId('order-success')).toContainText('19:30');

    await page.goto('/my-account/orders');
    await expect(page.getByRole('link', { name: `Voir la commande chez ${restaurant.name}` })).toBeVisible();
  });
});
