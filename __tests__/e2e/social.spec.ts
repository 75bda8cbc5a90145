import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions } from './support/test';
import { expectNoSeriousAxeViolation } from './support/axe';
import { findBookableRestaurant } from './support/bookable-restaurant';
import { createVerifiedDiner, signInNewDiner } from './support/diner-accounts';

interface TSlot { time: string; startsAt: string; isAvailable: boolean }
interface TPlaces { days: { date: string; slots: TSlot[] }[] }

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const HOUR_MS = 3_600_000;
/** Live data is polled every 10 s: the other side's message or answer shows within one poll and a margin. */
const LIVE = { timeout: 20_000 };

/**
 * A confirmed table for two tomorrow, at least three hours from 20:00: the 20:00 and 20:30 tables
 * stay free for the booking flow, which looks for them in the same restaurants.
 */
async function bookTableForTwo(request: APIRequestContext, token: string, restaurant: { id: number; tomorrow: string; at2000: string }) {
  const now = new Date();
  const places = (await (await request.get(`/api/restaurants/placeRemaining/${restaurant.id}?minDate=${isoDate(now)}&maxDate=${isoDate(new Date(now.getTime() + 2 * 86_400_000))}&guests=2`)).json()) as TPlaces;
  const slots = places.days.find((day) => day.date === restaurant.tomorrow)?.slots ?? [];
  const slot = slots.find((candidate) => candidate.isAvailable && Math.abs(Date.parse(candidate.startsAt) - Date.parse(restaurant.at2000)) >= 3 * HOUR_MS);
  if (!slot) throw new Error(`no table for two tomorrow away from 20:00 at restaurant ${restaurant.id}`);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/reservations/create', { headers, data: { restaurantId: restaurant.id, startsAt: slot.startsAt, guests: 2 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.patch(`/api/reservations/${id}`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  return { id, startsAt: slot.startsAt, headers };
}

/** A second browser at the same width and language as the test's own: the guest's phone or laptop. */
async function newBrowserLikeTheTests(browser: Browser) {
  const { baseURL, locale, viewport, hasTouch, isMobile, userAgent, deviceScaleFactor, reducedMotion } = test.info().project.use;
  const options: BrowserContextOptions = { baseURL, locale, viewport, hasTouch, isMobile, userAgent, deviceScaleFactor, reducedMotion };
  return browser.newContext(options);
}

test.describe('dining together', () => {
  test('a host invites a second diner by link, the guest (in another browser context) accepts, both chat and see each other’s messages live, the guest adds a dish; after the booking’s time passes (a controllable clock), the host leaves a review that then appears on the restaurant page', async ({
    page: host,
    context: hostContext,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const hostToken = await signInNewDiner(request, hostContext, { label: 'host', firstName: 'Awa', lastName: 'Diallo' });
    const restaurant = await findBookableRestaurant(request);
    const booking = await bookTableForTwo(request, hostToken, restaurant);
    const guestContext = await newBrowserLikeTheTests(browser);
    try {
      const guestAccount = await createVerifiedDiner(request, { label: 'guest', firstName: 'Koffi', lastName: 'Yao' });
      const guest = await guestContext.newPage();

      // The host makes a link to their table.
      await host.goto(`/my-account/bookings/${booking.id}`);
      const hostPeople = host.getByRole('region', { name: 'Qui vient ?' });
      await hostPeople.getByRole('button', { name: 'Inviter' }).click();
      await host.getByRole('dialog', { name: 'Inviter à votre table' }).getByRole('button', { name: 'Créer un lien d’invitation' }).click();
      const linkDialog = host.getByRole('dialog', { name: 'Lien d’invitation' });
      await linkDialog.getByRole('button', { name: 'Créer un lien', exact: true }).click();
      const linkField = linkDialog.getByRole('textbox', { name: 'Votre lien d’invitation' });
      await expect(linkField).toHaveValue(/\/invitation\//);
      const invitationUrl = await linkField.inputValue();
      await host.keyboard.press('Escape');
      await expect(linkDialog).toBeHidden();

      // The guest opens it in their own browser, signs in from the invitation and accepts.
      await guest.goto(invitationUrl);
      const card = guest.getByTestId('invitation-card');
      await expect(card.getByRole('heading', { name: 'Awa D. vous invite à sa table' })).toBeVisible();
      await expect(card).toContainText(restaurant.name);
      await expect(card).toContainText('Pour 2 personnes');
      await expect(card).toContainText('Connectez-vous ou créez votre compte pour répondre');
      await expectNoSeriousAxeViolation(guest);
      await card.getByRole('button', { name: 'J’accepte' }).click();
      const login = guest.getByRole('dialog', { name: 'Connexion' });
      await login.getByLabel('Adresse e-mail').fill(guestAccount.email);
      await login.getByLabel('Mot de passe', { exact: true }).fill(guestAccount.password);
      await login.getByRole('button', { name: 'Se connecter', exact: true }).click();
      // The check after login asks for a phone number, which the guest leaves for later.
      const phone = guest.getByRole('dialog', { name: 'Ajoutez votre numéro de téléphone' });
      await phone.getByRole('button', { name: 'Plus tard' }).click();
      await expect(phone).toBeHidden();
      await expect(guest).toHaveURL(invitationUrl);
      await expect(card).not.toContainText('Connectez-vous ou créez votre compte pour répondre');
      await card.getByRole('button', { name: 'J’accepte' }).click();
      await expect(guest).toHaveURL(new RegExp(`/my-account/bookings/${booking.id}$`));
      const guestPeople = guest.getByRole('region', { name: 'Qui vient ?' });
      await expect(guestPeople).toContainText('Vous êtes invité·e par Awa D.');
      await expect(guestPeople.getByTestId('group-member').filter({ hasText: 'Koffi Y. (vous)' })).toContainText('Vient');

      // The host's page learns of the answer by itself.
      await expect(hostPeople.getByTestId('group-member').filter({ hasText: 'Koffi Y.' })).toContainText('Vient', LIVE);
      await expect(hostPeople).toContainText('Toutes les places sont prises.');

      // Both open the conversation; each sees what the other writes while it is open.
      await host.getByRole('button', { name: /^Discuter/ }).click();
      const hostChat = host.getByRole('dialog', { name: `Discussion — ${restaurant.name}` });
      await expect(hostChat.getByText('Aucun message pour l’instant : écrivez le premier !')).toBeVisible();
      await guest.getByRole('button', { name: /^Discuter/ }).click();
      const guestChat = guest.getByRole('dialog', { name: `Discussion — ${restaurant.name}` });
      await expect(guestChat).toContainText('Avec Awa D., Koffi Y.');

      const hello = 'On se retrouve à l’entrée ?';
      await hostChat.getByRole('textbox', { name: 'Votre message' }).fill(hello);
      await hostChat.getByRole('textbox', { name: 'Votre message' }).press('Enter');
      await expect(hostChat.getByTestId('chat-message').filter({ hasText: hello })).toHaveAttribute('data-mine', 'true');
      await expect(hostChat.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
      const received = guestChat.getByTestId('chat-message').filter({ hasText: hello });
      await expect(received).toBeVisible(LIVE);
      await expect(received).toContainText('Awa D.');

      const reply = 'Oui, à tout à l’heure !';
      await guestChat.getByRole('textbox', { name: 'Votre message' }).fill(reply);
      await guestChat.getByRole('button', { name: 'Envoyer' }).click();
      await expect(guestChat.getByTestId('chat-message').filter({ hasText: reply })).toHaveAttribute('data-mine', 'true');
      const answer = hostChat.getByTestId('chat-message').filter({ hasText: reply });
      await expect(answer).toBeVisible(LIVE);
      await expect(answer).toContainText('Koffi Y.');
      await expectNoSeriousAxeViolation(host, '[role="dialog"]');
      await host.keyboard.press('Escape');
      await guest.keyboard.press('Escape');
      await expect(guestChat).toBeHidden();

      // The guest adds a dish of their own to the booking.
      await guest.getByRole('button', { name: 'Pré-commander d’autres plats' }).click();
      await expect(guest).toHaveURL(new RegExp(`/restaurant\\?shop=${restaurant.id}`));
      const banner = guest.getByTestId('booking-banner');
      await expect(banner).toContainText('Vous ajoutez des plats à votre réservation confirmée.');
      await guest.getByTestId('dish').first().getByRole('button').first().click();
      const dish = guest.getByRole('dialog');
      await dish.getByRole('button', { name: /^Ajouter/ }).click();
      await expect(dish).toBeHidden();
      await banner.getByRole('link', { name: 'Envoyer les plats →' }).click();
      await expect(guest).toHaveURL(/\/checkout\/reservation/);
      const lines = guest.getByTestId('order-lines').locator('li');
      await expect(lines).toHaveCount(1);
      const dishName = (await lines.first().locator('span').nth(1).innerText()).split('\n')[0].trim();
      expect(dishName).not.toBe('');
      await guest.getByRole('button', { name: 'Envoyer les plats' }).click();
      await expect(guest).toHaveURL(new RegExp(`/checkout-success\\?reservation=${booking.id}&added=1`));
      await guest.getByRole('link', { name: 'Voir la réservation' }).click();
      await expect(guest.getByTestId('booking-bill')).toContainText(dishName);
      // The host sees it on the booking too.
      await host.reload();
      await expect(host.getByTestId('booking-bill')).toContainText(dishName);

      // The meal is over: the host's browser and the server it talks to are a few hours past the booking's time.
      const offset = Date.parse(booking.startsAt) - Date.now() + 3 * HOUR_MS;
      await hostContext.setExtraHTTPHeaders({ 'x-test-clock-offset': String(offset) });
      await host.clock.install({ time: Date.now() + offset });
      await host.reload();
      await expect(hostPeople.getByRole('button', { name: 'Inviter' })).toBeHidden();
      await hostPeople.getByRole('button', { name: 'Laisser un avis' }).click();
      const review = host.getByRole('dialog', { name: 'Votre avis' });
      for (const [criterion, stars] of [['Cuisine', 5], ['Service', 4], ['Ambiance', 5], ['Rapport qualité-prix', 4]] as const) {
        await review.getByRole('group', { name: criterion }).getByRole('radio', { name: `${stars} étoiles sur 5` }).check();
      }
      await expect(review).toContainText('Note globale');
      await expectNoSeriousAxeViolation(host, '[role="dialog"]');
      const words = `Poisson braisé parfait, service attentif (${test.info().project.name}).`;
      await review.getByRole('textbox', { name: 'Votre avis' }).fill(words);
      await review.getByRole('button', { name: 'Publier mon avis' }).click();
      await expect(review.getByRole('status')).toContainText('Merci ! Votre avis est publié sur la page du restaurant.');
      await review.getByRole('link', { name: 'Voir la page du restaurant' }).click();

      await expect(host).toHaveURL(new RegExp(`/restaurant\\?shop=${restaurant.id}`));
      const published = host.getByTestId('review').filter({ hasText: words });
      await expect(published).toBeVisible();
      await expect(published).toContainText('Awa D.');
    } finally {
      await guestContext.close();
    }
    // Leaves the table free for the next run.
    expect((await request.patch(`/api/reservations/${booking.id}`, { headers: booking.headers, data: { status: 'cancelled' } })).status()).toBe(200);
  });
});
