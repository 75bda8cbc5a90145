import { expect, test, type APIRequestContext, type BrowserContext } from './support/test';
import { findBookableRestaurant } from './support/bookable-restaurant';
import { signInNewDiner } from './support/diner-accounts';

const signUpDiner = (request: APIRequestContext, context: BrowserContext) => signInNewDiner(request, context, { label: 'booking', firstName: 'Awa', lastName: 'Diallo' });

test.describe('booking flow', () => {
  test('a new diner books tomorrow 20:00 for 4, pre-orders two dishes, confirms, moves it to 20:30 (confirmed on screen) and cancels it (listed apart from past bookings)', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    await signUpDiner(request, context);
    const restaurant = await findBookableRestaurant(request);

    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await page.getByRole('button', { name: 'Réserver une table' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Réserver une table' });
    await expect(modal).toBeVisible();
    await modal.locator(`[data-date="${restaurant.tomorrow}"]`).click();
    await modal.getByRole('button', { name: 'Une personne de plus' }).click();
    await modal.getByRole('button', { name: 'Une personne de plus' }).click();
    await expect(modal.getByTestId('guests-value')).toHaveText('4 personnes');
    await expect(modal.getByTestId('policy')).toContainText('Annulation gratuite');
    await modal.getByTestId('slots').getByRole('button', { name: '20:00' }).click();
    await modal.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(modal).toBeHidden();

    const banner = page.getByTestId('booking-banner');
    await expect(banner).toContainText('Table pour 4');
    await expect(banner).toContainText('20:00');

    // Two dishes from the menu, each through its detail view.
    for (const index of [0, 1]) {
      await page.getByTestId('dish').nth(index).getByRole('button').first().click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('button', { name: /^Ajouter/ }).click();
      await expect(detail).toBeHidden();
    }
    const draft = page.getByTestId('draft-status');
    await expect(draft).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });

    await page.reload();
    await expect(page.getByTestId('booking-banner')).toContainText('Table pour 4');

    await page.getByRole('link', { name: 'Valider la réservation →' }).click();
    await expect(page).toHaveURL(/\/checkout\/reservation/);
    await expect(page.getByTestId('order-lines').locator('li')).toHaveCount(2);
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page).toHaveURL(/\/checkout-success\?reservation=/);
    await expect(page.getByTestId('success-message')).toBeVisible();

    await page.goto('/my-account/bookings');
    const card = page.getByTestId('booking-card').filter({ hasText: restaurant.name });
    await expect(card).toContainText('20:00');
    await card.click();
    await expect(page.getByTestId('booking-when')).toContainText('20:00');

    await page.getByRole('button', { name: 'Modifier' }).click();
    const form = page.getByTestId('modify-form');
    await form.getByTestId('slots').getByRole('button', { name: '20:30' }).click();
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByTestId('booking-when')).toContainText('20:30');
    // The move is confirmed on screen, in a status message screen readers announce, with the new time.
    const changed = page.getByRole('status').filter({ hasText: 'Réservation modifiée' });
    await expect(changed).toContainText('20:30');
    await expect(changed).toContainText('Un e-mail de confirmation vous a été envoyé.');

    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler cette réservation ?' });
    // Opened from the page, not the overlay layer: it must still finish its entrance (opacity 0 is invisible, yet clickable).
    await expect(dialog).toHaveCSS('opacity', '1');
    await expect(dialog.getByTestId('policy')).toContainText('Annulation gratuite');
    await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(page.getByTestId('status-badge')).toHaveText('Annulée');
    await expect(page.getByTestId('change-status')).toContainText('Réservation annulée.');

    // Cancelled for tomorrow: in its own tab, never among past bookings.
    await page.goto('/my-account/bookings');
    const tabs = page.getByRole('tablist');
    await expect(page.getByTestId('booking-card')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Passées' }).click();
    await expect(page.getByText('Aucune réservation passée.')).toBeVisible();
    await tabs.getByRole('tab', { name: 'Passées' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Annulées' })).toHaveAttribute('aria-selected', 'true');
    const cancelledCard = page.getByTestId('booking-card').filter({ hasText: restaurant.name });
    await expect(cancelledCard).toContainText('20:30');
    await expect(cancelledCard.getByTestId('status-badge')).toHaveText('Annulée');
  });

  test('a diner with a confirmed booking adds dishes twice from the booking detail: every order shows, with one grand total', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    const token = await signUpDiner(request, context);
    const restaurant = await findBookableRestaurant(request);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/reservations/create', { headers, data: { restaurantId: restaurant.id, startsAt: restaurant.at2000, guests: 4 } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await request.patch(`/api/reservations/${id}`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);

    await page.goto(`/my-account/bookings/${id}`);
    await expect(page.getByTestId('status-badge')).toHaveText('Confirmée');
    await page.getByRole('button', { name: 'Pré-commander d’autres plats' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurant\\?shop=${restaurant.id}`));
    const banner = page.getByTestId('booking-banner');
    await expect(banner).toContainText('Vous ajoutez des plats à votre réservation confirmée.');

    await page.getByTestId('dish').first().getByRole('button').first().click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: /^Ajouter/ }).click();
    await expect(detail).toBeHidden();

    await banner.getByRole('link', { name: 'Envoyer les plats →' }).click();
    await expect(page).toHaveURL(/\/checkout\/reservation/);
    await expect(page.getByRole('heading', { name: 'Ajouter ces plats à votre réservation' })).toBeVisible();
    const lines = page.getByTestId('order-lines').locator('li');
    await expect(lines).toHaveCount(1);
    const dishName = (await lines.first().locator('span').nth(1).innerText()).split('\n')[0].trim();
    await page.getByRole('button', { name: 'Envoyer les plats' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout-success\\?reservation=${id}&added=1`));
    await expect(page.getByTestId('success-message')).toHaveText('Vos plats ont été ajoutés à votre réservation.');

    await page.getByRole('link', { name: 'Voir la réservation' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/bookings/${id}`));
    await expect(page.getByTestId('order-lines')).toContainText(dishName);

    // A second round of dishes: the booking shows both orders, a subtotal each and one grand total.
    await page.getByRole('button', { name: 'Pré-commander d’autres plats' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurant\\?shop=${restaurant.id}`));
    await page.getByTestId('dish').nth(1).getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: /^Ajouter/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByTestId('booking-banner').getByRole('link', { name: 'Envoyer les plats →' }).click();
    await page.getByRole('button', { name: 'Envoyer les plats' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout-success\\?reservation=${id}&added=1`));
    await page.getByRole('link', { name: 'Voir la réservation' }).click();
    const bill = page.getByTestId('booking-bill');
    await expect(bill.getByTestId('order-lines')).toHaveCount(2);
    await expect(bill.getByText('Sous-total', { exact: true })).toHaveCount(2);
    await expect(bill.getByText('Total', { exact: true })).toHaveCount(1);
    await expect(bill.getByTestId('booking-total')).toBeVisible();
    // Leaves the table free for the next project's run of the first flow.
    expect((await request.patch(`/api/reservations/${id}`, { headers, data: { status: 'cancelled' } })).status()).toBe(200);
  });
});

test.describe('event booking', () => {
  test('an event offers only its own start, and its per-person price shows at checkout, on success, in the booking and its total', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    const token = await signUpDiner(request, context);
    const events = (await (await request.get('/api/events?limit=50')).json()) as { items: { id: number; title: string; startsAt: string; price: { amount: number; currency: string } }[] };
    const event = events.items.find((item) => item.title === 'Nuit zouglou au bord de la lagune');
    if (!event) throw new Error('the seeded zouglou night is missing');
    expect(event.price).toEqual({ amount: 15_000, currency: 'XOF' });

    await page.goto(`/event/${event.id}`);
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Réserver une table' });
    const slots = modal.getByTestId('slots').getByRole('button');
    await expect(slots).toHaveCount(1);
    await expect(slots.first()).toHaveAttribute('data-starts-at', event.startsAt);
    await expect(slots.first()).toHaveText('20:00');
    await slots.first().click();
    await modal.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(modal).toBeHidden();

    await page.goto('/checkout/reservation');
    const charge = page.getByTestId('event-charge');
    await expect(charge).toContainText('Nuit zouglou au bord de la lagune');
    await expect(charge).toContainText(/15\s000\sF\sCFA × 2 personnes/);
    await expect(charge).toContainText(/30\s000\sF\sCFA/);
    await expect(page.getByTestId('booking-total')).toContainText(/Total\s*30\s000\sF\sCFA/);
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page).toHaveURL(/\/checkout-success\?reservation=/);
    await expect(page.getByTestId('event-charge')).toContainText(/15\s000\sF\sCFA × 2 personnes/);
    const id = new URL(page.url()).searchParams.get('reservation') ?? '';

    await page.getByRole('link', { name: 'Voir la réservation' }).click();
    await expect(page.getByTestId('booking-total')).toContainText(/30\s000\sF\sCFA/);
    expect((await request.patch(`/api/reservations/${id}`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'cancelled' } })).status()).toBe(200);
  });
});

/** The booking screens with the API answering a known booking (page.route at the fetch boundary): their look on phones and desktops. */
test.describe('booking screens', () => {
  const id = '11111111-2222-4333-8444-555555555555';
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  startsAt.setUTCHours(20, 0, 0, 0);
  const money = (amount: number) => ({ amount, currency: 'XOF' });
  const line = (n: number, name: string, quantity: number, price: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, draftId: `d${n}`, dishId: n, dishName: name, imageUrl: null, quantity, unitPrice: money(price), options: [], total: money(price * quantity) });
  const booking = (status: string) => ({
    id, status, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(), guests: 4, occasion: 'birthday', specialRequest: 'Une table au calme, s’il vous plaît.', expireDate: status === 'draft' ? new Date(Date.now() + 900_000).toISOString() : null,
    eventId: null, offerId: null, createdAt: new Date().toISOString(),
    restaurant: { id: 1, name: 'La Marée du Wouri', address: 'Rue Joss, Bonanjo', city: 'Douala', timeZone: 'Africa/Douala', currency: 'XOF', imageUrl: '/images/photos/dessert-apple-tart-1.webp' },
    table: { id: 3, name: 'T3', area: 'Terrasse', seats: 4 }, event: null,
    policy: { freeCancellationHours: 4, changeableUntil: new Date(startsAt.getTime() - 4 * 3_600_000).toISOString(), canChange: true },
    orders: [{ id: '00000000-0000-4000-8000-000000000010', type: 'BOOKING', status: status === 'draft' ? 'draft' : 'placed', special: null, subtotal: money(17500), discount: money(0), total: money(17500), createdAt: new Date().toISOString(), lines: [line(1, 'Ndolé aux crevettes', 2, 6500), line(2, 'Tarte aux pommes', 1, 4500)] }],
    totals: { event: null, dishes: money(17500), discount: money(0), total: money(17500) },
    additionals: [], delivery: null,
  });

  test.beforeEach(async ({ page, request, context }) => {
    await signUpDiner(request, context);
    await page.route(/\/api\/reservations(\?|$)/, (route) => route.fulfill({ json: { total: 1, limit: 10, offset: 0, items: [booking('confirmed')] } }));
    await page.route(new RegExp(`/api/reservations/${id}$`), (route) => route.fulfill({ json: booking(route.request().method() === 'GET' && page.url().includes('checkout') ? 'draft' : 'confirmed') }));
    await page.route(/\/api\/reservations\/draft/, (route) => route.fulfill({ json: { reservation: booking('draft') } }));
  });

  test('my bookings list and detail, with the modify form and the cancel dialog', async ({ page }) => {
    await page.goto('/my-account/bookings');
    await expect(page.getByTestId('booking-card')).toHaveCount(1);
    await page.getByTestId('booking-card').click();
    await expect(page.getByTestId('booking-summary')).toContainText('La Marée du Wouri');
    await expect(page.getByTestId('order-lines')).toContainText('Ndolé aux crevettes');
    await page.getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByTestId('modify-form')).toBeVisible();
    await page.getByRole('button', { name: 'Garder ma réservation' }).click();
    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    await expect(page.getByRole('dialog', { name: 'Annuler cette réservation ?' })).toBeVisible();
  });

  test('checkout shows the held table, the dishes the server holds and the policy', async ({ page }) => {
    const item = (n: number, name: string, price: number, quantity: number) => ({ id: `dish-${n}`, dishId: n, name, imageUrl: null, price: money(price), quantity, stock: null, collections: {}, optionNames: [], itemTotal: price * quantity });
    const cart = {
      items: [item(1, 'Ndolé aux crevettes', 6500, 2), item(2, 'Tarte aux pommes', 4500, 1)], eventId: null, reservationId: id, offerId: null, special: null,
      meta: { restaurantId: 1, currency: 'XOF' },
      draftReservation: { restaurantId: 1, restaurantName: 'La Marée du Wouri', eventId: null, startsAt: startsAt.toISOString(), timeZone: 'Africa/Douala', guests: 4, occasion: 'birthday', specialRequest: null, expireDate: new Date(Date.now() + 900_000).toISOString() },
    };
    await page.addInitScript((value) => window.localStorage.setItem('CartContext', value), JSON.stringify(cart));
    await page.goto('/checkout/reservation');
    await expect(page.getByTestId('order-lines').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('policy')).toContainText('Annulation gratuite');
  });
});
