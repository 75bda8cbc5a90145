import { expect, test, type APIRequestContext, type BrowserContext } from './support/test';
import { expectNoSeriousAxeViolation } from './support/axe';
import { signInNewDiner, uniqueDinerEmail as uniqueEmail } from './support/diner-accounts';

const signUpDiner = (request: APIRequestContext, context: BrowserContext) => signInNewDiner(request, context, { label: 'help', firstName: 'Awa', lastName: 'Diallo' });

interface TPlaces { timeZone: string; days: { date: string; slots: { time: string; startsAt: string; isAvailable: boolean }[] }[] }

/**
 * A confirmed lunch booking for two, three days ahead (the booking-flow spec books tomorrow's
 * dinners), at a restaurant picked from the end of the list.
 */
async function bookLunch(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(`/api/restaurants?filter=${encodeURIComponent(JSON.stringify({ limit: 50 }))}`)).json()) as { items: { id: number; name: string }[] };
  const candidates = [...list.items].reverse();
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  for (const restaurant of candidates) {
    const places = (await (await request.get(`/api/restaurants/placeRemaining/${restaurant.id}?minDate=${day}&guests=2`)).json()) as TPlaces;
    const slot = places.days?.[0]?.slots.find((candidate) => candidate.isAvailable && candidate.time < '15:00');
    if (!slot) continue;
    const created = await request.post('/api/reservations/create', { headers, data: { restaurantId: restaurant.id, startsAt: slot.startsAt, guests: 2 } });
    if (created.status() !== 201) continue;
    const { id } = (await created.json()) as { id: string };
    expect((await request.patch(`/api/reservations/${id}`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
    return { id, restaurant, cancel: async () => void (await request.patch(`/api/reservations/${id}`, { headers, data: { status: 'cancelled' } })) };
  }
  throw new Error('no seeded restaurant has a free lunch table for two in three days');
}

test.describe('help @any-width', () => {
  test('a visitor reads the FAQ, finds a question by searching without accents, and the page carries its FAQPage structured data', async ({ page }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    const questions = page.getByTestId('help-question');
    expect(await questions.count()).toBeGreaterThanOrEqual(25);

    const structured = page.getByTestId('faq-structured-data');
    const data = JSON.parse((await structured.textContent()) ?? '{}') as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBe(await questions.count());
    expect(data.mainEntity.map((entity) => entity.name)).toContain('Comment réserver une table ?');
    expect(await structured.evaluate((script) => (script as HTMLScriptElement).nonce)).not.toBe('');

    await page.getByRole('searchbox', { name: 'Rechercher dans l’aide' }).fill('annuler reservation');
    await expect(page.getByRole('status').filter({ hasText: /réponses? pour « annuler reservation »/ })).toBeVisible();
    const best = questions.first();
    await expect(best.locator('summary')).toHaveText('Comment annuler ma réservation ?');
    await expect(best.getByText(/Annuler la réservation/)).toBeVisible();
    await page.getByRole('radio', { name: 'Compte' }).check();
    await expect(page.getByText('Aucune réponse ne correspond à « annuler reservation ».')).toBeVisible();
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(questions.first().locator('summary')).toHaveText('Faut-il un compte pour réserver ?');
    expect(cspErrors).toEqual([]);
    await expectNoSeriousAxeViolation(page);
  });

  test('a visitor sends the contact form and sees the acknowledgement', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact-us');
    const form = page.getByTestId('contact-form');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByLabel('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await form.getByLabel('Nom').fill('Kofi Mensah');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Sujet').fill('Une table pour un anniversaire');
    await form.getByLabel('Message').fill('Bonjour, pouvez-vous m’aider à réserver pour 25 personnes samedi prochain ?');
    await expectNoSeriousAxeViolation(page);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByRole('heading', { name: 'Message envoyé' })).toBeFocused();
    await expect(sent).toContainText(`un accusé de réception part vers ${email}`);
    await sent.getByRole('button', { name: 'Écrire un autre message' }).click();
    await expect(page.getByTestId('contact-form').getByLabel('Message')).toHaveValue('');
  });

  test('a signed-in diner asks for help about one of their bookings and sees the request listed', async ({ page, request, context }) => {
    const token = await signUpDiner(request, context);
    const booking = await bookLunch(request, token);
    try {
      await page.goto('/my-account/help-center');
      await expect(page.getByRole('heading', { level: 1, name: 'Centre d’aide' })).toBeVisible();
      await expect(page.getByText('Vous n’avez envoyé aucune demande.')).toBeVisible();
      const form = page.getByTestId('help-request-form');
      const choice = form.getByLabel('Réservation concernée').locator('option', { hasText: booking.restaurant.name });
      await form.getByLabel('Réservation concernée').selectOption({ value: (await choice.getAttribute('value')) ?? '' });
      await form.getByLabel('Thème').selectOption({ label: 'Annulation et modification' });
      const message = 'Le délai est passé mais je ne pourrai pas venir : pouvez-vous prévenir le restaurant ?';
      await form.getByLabel('Votre question').fill(message);
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click();

      await expect(form.getByRole('status')).toContainText('Votre demande est envoyée.');
      const item = page.getByTestId('help-request');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(message);
      await expect(item).toContainText(booking.restaurant.name);
      await expect(item.getByTestId('help-request-status')).toHaveText('En attente de réponse');
      await expect(form.getByLabel('Votre question')).toHaveValue('');
      await expectNoSeriousAxeViolation(page);
    } finally {
      await booking.cancel();
    }
  });
});
