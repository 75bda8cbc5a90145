import { expect, test } from './support/test';
import { createVerifiedDiner, getAsDiner, latestSmsCode, logInFromSignInPage, uniqueIvorianNumber } from './support/diner-accounts';

test('§8 missing phone number: the field takes a local number, and its hint and error say the same thing @any-width', async ({ page, request }) => {
  const { email, password } = await createVerifiedDiner(request, { label: 'phone', firstName: 'Awa', lastName: 'Koné' });

  await logInFromSignInPage(page, email, password);

  const dialog = page.getByRole('dialog', { name: 'Ajoutez votre numéro de téléphone' });
  const number = dialog.getByLabel('Numéro de téléphone');
  await expect(dialog.getByLabel('Indicatif du pays')).toHaveValue(/\d+/);
  await expect(number).toHaveAccessibleDescription('Numéro local, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.');

  await number.fill('07 12 34 56');
  await dialog.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('Ce numéro n’est pas valide : saisissez un numéro local à 10 chiffres, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.');

  const phone = uniqueIvorianNumber();
  await number.fill(phone.local);
  await dialog.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await dialog.getByLabel('Code reçu par SMS').fill(await latestSmsCode(phone.e164));
  await dialog.getByRole('button', { name: 'Vérifier le numéro' }).click();
  await expect(dialog).toBeHidden();
  expect((await getAsDiner(page, '/api/whoAmI')).phone).toBe(phone.e164);
});
