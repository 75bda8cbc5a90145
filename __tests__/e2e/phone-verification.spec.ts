import { expect, test, type Page } from '@playwright/test';
import { createVerifiedDiner, latestSmsCode, uniqueIvorianNumber } from './support/diner-accounts';

/** GETs an API path as the signed-in diner (the token of the auth_token cookie). */
async function callAsDiner(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const raw = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('auth_token='))?.split('=')[1] ?? '');
    const { token } = JSON.parse(raw) as { token: string };
    return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
  }, path);
}

test('§8 link phone number @any-width: a diner verifies their number with the code texted to it, and the post-login check moves on and no longer asks', async ({ page, request }) => {
  const { email, password } = await createVerifiedDiner(request, { label: 'sms', firstName: 'Awa', lastName: 'Koné' });
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail').fill(email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Se connecter', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Ajoutez votre numéro de téléphone' });
  await expect(dialog.getByLabel('Indicatif du pays')).toHaveValue(/\d+/);
  const phone = uniqueIvorianNumber();
  await dialog.getByLabel('Numéro de téléphone').fill(phone.local);
  await dialog.getByRole('button', { name: 'Recevoir le code par SMS' }).click();

  const code = dialog.getByLabel('Code reçu par SMS');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(dialog.getByText(phone.e164)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Renvoyer le code \(\d+ s\)$/ })).toBeDisabled();

  const texted = await latestSmsCode(phone.e164);
  const wrong = String((Number(texted) + 1) % 1_000_000).padStart(6, '0');
  await code.fill(wrong);
  await dialog.getByRole('button', { name: 'Vérifier le numéro' }).click();
  await expect(code).toHaveAccessibleDescription('Code incorrect : il vous reste 4 essais.');
  expect((await callAsDiner(page, '/api/reservations/checkUserInfo')).errors).toContain('missing-phone-number');

  await code.fill(texted);
  await dialog.getByRole('button', { name: 'Vérifier le numéro' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Numéro de téléphone vérifié.' })).toBeVisible();

  // SPEC §5: the check goes on with the next item, the address.
  await expect(page.getByRole('dialog', { name: 'Vos adresses' })).toBeVisible();
  expect(await callAsDiner(page, '/api/reservations/checkUserInfo')).toEqual({ errors: ['missing-user-info'] });
  expect(await callAsDiner(page, '/api/whoAmI')).toMatchObject({ phone: phone.e164, phoneVerified: true });
});
