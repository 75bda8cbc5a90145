import { expect, test } from './support/test';
import { createVerifiedDiner, getAsDiner, latestSmsCode, logInFromSignInPage, uniqueIvorianNumber } from './support/diner-accounts';

test('§8 link phone number @any-width: a diner verifies their number with the code texted to it, and the post-login check moves on and no longer asks', async ({ page, request }) => {
  const { email, password } = await createVerifiedDiner(request, { label: 'sms', firstName: 'Awa', lastName: 'Koné' });
  await logInFromSignInPage(page, email, password);

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
  expect((await getAsDiner(page, '/api/reservations/checkUserInfo')).errors).toContain('missing-phone-number');

  await code.fill(texted);
  await dialog.getByRole('button', { name: 'Vérifier le numéro' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Numéro de téléphone vérifié.' })).toBeVisible();

  // SPEC §5: the check goes on with the next item, the address.
  await expect(page.getByRole('dialog', { name: 'Vos adresses' })).toBeVisible();
  expect(await getAsDiner(page, '/api/reservations/checkUserInfo')).toEqual({ errors: ['missing-user-info'] });
  expect(await getAsDiner(page, '/api/whoAmI')).toMatchObject({ phone: phone.e164, phoneVerified: true });
});
