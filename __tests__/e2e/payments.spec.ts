import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolation } from './support/axe';
import { signInNewDiner } from './support/diner-accounts';
import { placeOrder, restaurantOf } from './support/placed-orders';

/** A seeded restaurant in Abidjan (UTC all year), paid in XOF. */
const RESTAURANT_SLUG = 'chez-tantie-akissi-abidjan';
const SHOTS = 'test-results/payments-screens';

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: name.endsWith('page') });

test.describe('paying an order @any-width', () => {
  test('a diner chooses to pay a take-away on site, sees it on the order and finds it in their payments', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const token = await signInNewDiner(request, context, { label: 'pay-on-site', firstName: 'Awa' });
    const restaurant = await restaurantOf(request, RESTAURANT_SLUG);
    const orderId = await placeOrder(request, token, restaurant.id);

    await page.goto(`/my-account/orders/${orderId}`);
    const total = (await page.getByTestId('order-totals').locator('div').last().locator('span').last().textContent())!.trim();
    const pay = page.getByRole('button', { name: 'Payer', exact: true });
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Payer la commande' });
    await expect(dialog.getByTestId('payment-amount')).toContainText(total);
    // Paying on site is the default; the end-to-end server also offers the wallets (a local fake CinetPay), no card.
    await expect(dialog.getByRole('radio', { name: 'Sur place ou à la livraison' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Carte bancaire' })).toHaveCount(0);
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
    const restaurant = await restaurantOf(request, RESTAURANT_SLUG);
    const orderId = await placeOrder(request, token, restaurant.id);
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
    const restaurant = await restaurantOf(request, RESTAURANT_SLUG);
    const orderId = await placeOrder(request, token, restaurant.id);
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
