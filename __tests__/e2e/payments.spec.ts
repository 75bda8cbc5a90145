import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, staffEmailFor } from '../../src/server/db/seed/demo-accounts';
import { expectNoSeriousAxeViolation } from './support/axe';
import { signInNewDiner } from './support/diner-accounts';

/** A seeded restaurant in Abidjan (UTC all year) with nothing but paying on site configured, as on a fresh install. */
const RESTAURANT_SLUG = 'chez-tantie-akissi-abidjan';
const SHOTS = 'test-results/payments-screens';

interface TDishDetail { id: number; optionGroups: { id: number; minSelect: number; options: { id: number }[] }[] }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The restaurant's id and name, as its staff account sees them. */
async function restaurantOf(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: staffEmailFor(RESTAURANT_SLUG), password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const { items } = (await (await request.get('/api/manager/restaurants', { headers: bearer(token) })).json()) as { items: { id: number; name: string }[] };
  return items[0];
}

/** A placed take-away at the first lunch or dinner time of the next days that checkOrder accepts. */
async function placeTakeAway(request: APIRequestContext, token: string, restaurantId: number) {
  const list = (await (await request.get(`/api/dishes?restaurantId=${restaurantId}&limit=5`)).json()) as { items: { id: number }[] };
  const dish = (await (await request.get(`/api/dishes/${list.items[0].id}`)).json()) as TDishDetail;
  const collections = Object.fromEntries(dish.optionGroups.filter((group) => group.minSelect > 0).map((group) => [String(group.id), group.options.slice(0, group.minSelect).map((option) => option.id)]));
  const dishes = [{ draftId: 'e2e-pay-1', dishId: dish.id, count: 2, collections }];
  for (const days of [1, 2, 3]) {
    for (const time of ['12:30', '19:30']) {
      const at = `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}:00.000Z`;
      const body = { restaurantId, type: 'TAKE_AWAY', dishes, timing: { mode: 'scheduled', at } };
      const check = (await (await request.post('/api/reservation/order/checkOrder', { headers: bearer(token), data: body })).json()) as { ok: boolean };
      if (!check.ok) continue;
      const draft = await request.post('/api/reservation/order', { headers: bearer(token), data: body });
      const { id } = (await draft.json()) as { id: string };
      expect((await request.post(`/api/reservation/order/${id}/place`, { headers: bearer(token), data: {} })).ok()).toBe(true);
      return id;
    }
  }
  throw new Error('No lunch or dinner time open in the next three days');
}

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: name.endsWith('page') });

test.describe('paying an order', () => {
  test('a diner chooses to pay a take-away on site, sees it on the order and finds it in their payments', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const token = await signInNewDiner(request, context, { label: 'pay-on-site', firstName: 'Awa' });
    const restaurant = await restaurantOf(request);
    const orderId = await placeTakeAway(request, token, restaurant.id);

    await page.goto(`/my-account/orders/${orderId}`);
    const total = (await page.getByTestId('order-totals').locator('div').last().locator('span').last().textContent())!.trim();
    const pay = page.getByRole('button', { name: 'Payer', exact: true });
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Payer la commande' });
    await expect(dialog.getByTestId('payment-amount')).toContainText(total);
    // Nothing configured: paying on site is the one choice, and the default.
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: 'Sur place ou à la livraison' })).toBeChecked();
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
    await shoot(page, 'modal-on-site');

    await dialog.getByRole('button', { name: 'Je paierai sur place' }).click();
    await expect(dialog.getByTestId('payment-on-site')).toContainText('C’est noté : vous réglerez sur place.');
    await shoot(page, 'modal-on-site-confirmed');
    await dialog.getByTestId('payment-on-site').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('order-payment')).toContainText('À régler sur place');
    await expect(pay).toHaveCount(0);

    await page.goto('/my-account/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
    const row = page.getByTestId('payment-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(restaurant.name);
    await expect(row).toContainText(total);
    await expect(row.getByTestId('payment-status')).toHaveText('À régler sur place');
    await expectNoSeriousAxeViolation(page);
    await shoot(page, 'payments-page');
  });

  test('with a card and wallets offered, the dialog lists them and asks for the wallet’s number', async ({ page, context, request }) => {
    const token = await signInNewDiner(request, context, { label: 'pay-choices' });
    const restaurant = await restaurantOf(request);
    const orderId = await placeTakeAway(request, token, restaurant.id);
    // What a server with Stripe and a mobile-money aggregator configured would answer; nothing is paid here.
    await page.route('**/api/staticData**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), stripePublicKey: 'pk_test_e2e', mobileMoneyMethods: ['orange_money', 'mtn_momo', 'moov_money', 'wave'] } });
    });
    await page.goto(`/my-account/orders/${orderId}`);
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Payer la commande' });
    await expect(dialog.getByRole('radio')).toHaveCount(6);
    await dialog.getByRole('radio', { name: 'Orange Money' }).check();
    await expect(dialog.getByLabel('Numéro du compte mobile money')).toBeVisible();
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
    await shoot(page, 'modal-choices');
  });

  test('with no payment yet, my payments says so', async ({ page, context, request }) => {
    await signInNewDiner(request, context, { label: 'pay-empty' });
    await page.goto('/my-account/payment');
    await expect(page.getByTestId('payments-empty')).toContainText('Vous n’avez encore effectué aucun paiement.');
    await shoot(page, 'payments-empty-page');
  });

  test('with Stripe configured, the card step offers the saved cards and the opt-in, and my payments lets the diner remove a card', async ({ page, context, request }) => {
    const token = await signInNewDiner(request, context, { label: 'pay-saved-cards' });
    const restaurant = await restaurantOf(request);
    const orderId = await placeTakeAway(request, token, restaurant.id);
    // What a server with Stripe configured would answer, and a card Stripe kept for this diner; nothing reaches Stripe here.
    let cards = [{ id: 'pm_e2e_4242', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2028 }];
    await page.route('**/api/staticData**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), stripePublicKey: 'pk_test_e2e' } });
    });
    await page.route('**/api/payments/cards**', async (route) => {
      if (route.request().method() === 'DELETE') {
        cards = [];
        return route.fulfill({ status: 204 });
      }
      return route.fulfill({ json: { cards } });
    });
    await page.goto(`/my-account/orders/${orderId}`);
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Payer la commande' });
    await dialog.getByRole('radio', { name: 'Carte bancaire' }).check();
    await expect(dialog.getByRole('button', { name: 'Payer avec Visa •••• 4242, exp. 04/28' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Enregistrer cette carte pour la prochaine fois' })).not.toBeChecked();
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
    await shoot(page, 'modal-saved-cards');

    await page.goto('/my-account/payment');
    const section = page.getByRole('region', { name: 'Cartes enregistrées' });
    await section.getByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' }).click();
    await expect(section.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expectNoSeriousAxeViolation(page, 'main');
    await section.getByRole('button', { name: 'Oui, retirer' }).click();
    await expect(section.getByTestId('saved-cards-empty')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Cartes enregistrées' })).toBeFocused();
  });
});
