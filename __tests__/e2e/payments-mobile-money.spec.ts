import { expect, test, type BrowserContext, type Page } from './support/test';
import { signInNewDiner } from './support/diner-accounts';
import { addressNear, placeOrder, restaurantOf } from './support/placed-orders';

/** A seeded Cotonou restaurant (XOF) with take-away and delivery; the end-to-end server pays wallets through a local fake CinetPay. */
const RESTAURANT_SLUG = 'saveurs-de-ganhi-cotonou';
const WALLET = '01 97 12 34 56';

/** The order's total as its page shows it (Intl-formatted F CFA). */
const orderTotal = async (page: Page) => (await page.getByTestId('order-totals').locator('div').last().locator('span').last().textContent())!.trim();

/** From the order page: the PAYMENT dialog, a wallet, its number, then CinetPay's counter. */
async function payByWallet(page: Page) {
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Payer la commande' });
  await dialog.getByRole('radio', { name: 'MTN MoMo' }).check();
  await dialog.getByLabel('Numéro du compte mobile money').fill(WALLET);
  await dialog.getByRole('button', { name: 'Envoyer la demande de paiement' }).click();
  await expect(dialog.getByTestId('payment-progress')).toHaveAttribute('data-status', 'pending');
  await dialog.getByRole('link', { name: 'Ouvrir le guichet de paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Guichet CinetPay (simulé)' })).toBeVisible();
}

async function newDinerWithOrder(request: Parameters<typeof signInNewDiner>[0], context: BrowserContext, label: string, type: 'TAKE_AWAY' | 'DELIVERY') {
  const token = await signInNewDiner(request, context, { label });
  const restaurant = await restaurantOf(request, RESTAURANT_SLUG);
  const addressId = type === 'DELIVERY' ? await addressNear(request, token, restaurant.id) : undefined;
  return { restaurant, orderId: await placeOrder(request, token, restaurant.id, { type, addressId }) };
}

test.describe('paying by mobile money (SPEC §7 POST /reservation/order/pay, POST /paymentExternal/validate)', () => {
  test.skip(({ viewport }) => viewport?.width !== 390, 'a phone journey, at 390 px');

  test('one diner pays a delivery on delivery, another pays by wallet on CinetPay’s counter; each finds their payment with its state, method and amount', async ({ browser, page: cash, context: cashContext, request, baseURL, viewport }) => {
    test.setTimeout(120_000);
    const cashOrder = await newDinerWithOrder(request, cashContext, 'pay-on-delivery', 'DELIVERY');
    await cash.goto(`/my-account/orders/${cashOrder.orderId}`);
    const cashTotal = await orderTotal(cash);
    await cash.getByRole('button', { name: 'Payer', exact: true }).click();
    const cashDialog = cash.getByRole('dialog', { name: 'Payer la commande' });
    await expect(cashDialog.getByRole('radio', { name: 'Sur place ou à la livraison' })).toBeChecked();
    await cashDialog.getByRole('button', { name: 'Je paierai sur place' }).click();
    await cashDialog.getByTestId('payment-on-site').getByRole('button', { name: 'Fermer' }).click();
    await expect(cash.getByTestId('order-payment')).toContainText('Vous avez choisi de payer sur place ou à la livraison.');

    const walletContext = await browser.newContext({ baseURL, viewport, hasTouch: true, locale: 'fr-FR', reducedMotion: 'reduce' });
    const wallet = await walletContext.newPage();
    const walletOrder = await newDinerWithOrder(request, walletContext, 'pay-wallet', 'TAKE_AWAY');
    await wallet.goto(`/my-account/orders/${walletOrder.orderId}`);
    const walletTotal = await orderTotal(wallet);
    await payByWallet(wallet);
    await expect(wallet.getByTestId('counter-amount')).toHaveText(walletTotal);
    await wallet.getByRole('button', { name: 'Approve' }).click();

    // The counter posted its signed notification, then sent the diner back to their payments.
    await expect(wallet).toHaveURL(/\/my-account\/payment/);
    const walletRow = wallet.getByTestId('payment-row');
    await expect(walletRow).toHaveCount(1);
    await expect(walletRow.getByTestId('payment-status')).toHaveText('Payé');
    await expect(walletRow).toContainText('MTN MoMo');
    await expect(walletRow).toContainText(walletTotal);
    await wallet.goto(`/my-account/orders/${walletOrder.orderId}`);
    await expect(wallet.getByTestId('order-payment')).toContainText('Commande payée (MTN MoMo).');
    await expect(wallet.getByRole('button', { name: 'Payer', exact: true })).toHaveCount(0);

    await cash.goto('/my-account/payment');
    const cashRow = cash.getByTestId('payment-row');
    await expect(cashRow).toHaveCount(1);
    await expect(cashRow.getByTestId('payment-status')).toHaveText('À régler sur place');
    await expect(cashRow).toContainText('Sur place ou à la livraison');
    await expect(cashRow).toContainText(cashTotal);
    expect(cashTotal).toMatch(/F\s?CFA/);

    await walletContext.close();
  });

  test('when the wallet refuses on the counter, the diner sees the payment failed and can try again', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const { orderId } = await newDinerWithOrder(request, context, 'pay-wallet-refused', 'TAKE_AWAY');
    await page.goto(`/my-account/orders/${orderId}`);
    await payByWallet(page);
    await page.getByRole('button', { name: 'Refuse' }).click();

    await expect(page).toHaveURL(/\/my-account\/payment/);
    await expect(page.getByTestId('payment-row').getByTestId('payment-status')).toHaveText('Échoué');
    await page.goto(`/my-account/orders/${orderId}`);
    // Nothing was charged: the order can be paid again, and this time the wallet approves.
    await payByWallet(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/my-account\/payment/);
    const rows = page.getByTestId('payment-row');
    await expect(rows.filter({ has: page.getByTestId('payment-status').getByText('Payé', { exact: true }) })).toHaveCount(1);
    await expect(rows.filter({ has: page.getByTestId('payment-status').getByText('Échoué', { exact: true }) })).toHaveCount(1);
  });
});
