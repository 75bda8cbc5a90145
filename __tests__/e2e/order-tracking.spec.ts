import { expect, test, type APIRequestContext, type Browser } from './support/test';
import { DEMO_PASSWORD, staffEmailFor } from '../../src/server/db/seed/demo-accounts';
import { signInNewDiner } from './support/diner-accounts';

/** A seeded restaurant in Abidjan (UTC all year, so a local time is its UTC time) and its staff account. */
const RESTAURANT_SLUG = 'chez-tantie-akissi-abidjan';

interface TDishDetail { id: number; optionGroups: { id: number; minSelect: number; options: { id: number }[] }[] }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function logIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** One dish line with the fewest options its groups require. */
async function firstDishLine(request: APIRequestContext, restaurantId: number) {
  const list = (await (await request.get(`/api/dishes?restaurantId=${restaurantId}&limit=5`)).json()) as { items: { id: number }[] };
  const dish = (await (await request.get(`/api/dishes/${list.items[0].id}`)).json()) as TDishDetail;
  const collections = Object.fromEntries(dish.optionGroups.filter((group) => group.minSelect > 0).map((group) => [String(group.id), group.options.slice(0, group.minSelect).map((option) => option.id)]));
  return { draftId: 'e2e-line-1', dishId: dish.id, count: 2, collections };
}

/** A take-away the kitchen can take: the first of the next days' lunch or dinner times that checkOrder accepts. */
async function placeTakeAway(request: APIRequestContext, dinerToken: string, restaurantId: number) {
  const dishes = [await firstDishLine(request, restaurantId)];
  for (const days of [1, 2, 3]) {
    for (const time of ['12:30', '19:30']) {
      const at = new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}:00.000Z`);
      const body = { restaurantId, type: 'TAKE_AWAY', dishes, timing: { mode: 'scheduled', at: at.toISOString() } };
      const check = (await (await request.post('/api/reservation/order/checkOrder', { headers: bearer(dinerToken), data: body })).json()) as { ok: boolean };
      if (!check.ok) continue;
      const draft = await request.post('/api/reservation/order', { headers: bearer(dinerToken), data: body });
      expect(draft.ok()).toBe(true);
      const { id } = (await draft.json()) as { id: string };
      expect((await request.post(`/api/reservation/order/${id}/place`, { headers: bearer(dinerToken), data: {} })).ok()).toBe(true);
      return { id, day: at.toISOString().slice(0, 10) };
    }
  }
  throw new Error('No lunch or dinner time open in the next three days');
}

async function staffPage(browser: Browser, token: string, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL }]);
  return context.newPage();
}

test.describe('following an order', () => {
  test('a diner follows a take-away order while the restaurant accepts it, and can no longer cancel it @any-width', async ({ page, context, request, browser, baseURL }) => {
    test.setTimeout(90_000);
    const staffToken = await logIn(request, staffEmailFor(RESTAURANT_SLUG));
    const { items } = (await (await request.get('/api/manager/restaurants', { headers: bearer(staffToken) })).json()) as { items: { id: number; name: string }[] };
    const restaurant = items[0];
    const dinerToken = await signInNewDiner(request, context, { label: 'order-tracking', firstName: 'Aya' });
    const order = await placeTakeAway(request, dinerToken, restaurant.id);
    const number = order.id.slice(0, 8).toUpperCase();

    await page.goto('/my-account/orders');
    await page.getByRole('link', { name: `Voir la commande chez ${restaurant.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Commande passée');
    await expect(page.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();

    const staff = await staffPage(browser, staffToken, baseURL!);
    await staff.goto('/manager');
    await staff.getByRole('textbox', { name: 'Jour' }).fill(order.day);
    const moves = staff.getByRole('group', { name: `Faire avancer la commande n° ${number}` });
    await moves.getByRole('button', { name: 'Accepter' }).click();
    await expect(moves.getByRole('button', { name: 'En préparation' })).toBeVisible();

    // Pushed by the live channel, or at the latest by the next 15 s poll.
    await expect(page.locator('[aria-current="step"]')).toContainText('Acceptée', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);
    await staff.context().close();
  });

  test('a diner who opens the staff space is told it is for staff only @any-width', async ({ page, context, request }) => {
    await signInNewDiner(request, context, { label: 'not-staff' });
    await page.goto('/manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Réservé au personnel' })).toBeVisible();
  });
});
