import { expect, test, type Page } from './support/test';
import { createVerifiedDiner, DINER_PASSWORD as PASSWORD, getAsDiner, signInNewDiner, latestMailTo, latestSmsCode, uniqueDinerEmail as uniqueEmail, uniqueIvorianNumber, verificationLink } from './support/diner-accounts';

const isMobile = () => test.info().project.name === 'mobile';

/** Phones log out from the user drawer, desktops from the account menu. */
async function logOut(page: Page) {
  if (isMobile()) {
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
  } else {
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  }
  await expect(page.getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
}

async function logInWithForm(scope: ReturnType<Page['getByRole']> | Page, email: string) {
  await scope.getByLabel('Adresse e-mail').fill(email);
  await scope.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await scope.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

test.describe('auth flows', () => {
  test('§6/§8 a new visitor signs up from the header, confirms the address from the e-mail, logs in, completes the user check, logs out and logs in again; the link opened again says the address is already confirmed', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    await page.getByRole('button', { name: 'Se connecter' }).click();

    const login = page.getByRole('dialog', { name: 'Connexion' });
    await expect(login).toBeVisible();
    await expect(login.getByLabel('Adresse e-mail')).toHaveAttribute('autocomplete', 'email');

    await login.getByRole('button', { name: 'Créer un compte' }).click();
    const signUp = page.getByRole('dialog', { name: 'Créer un compte' });
    await expect(signUp).toBeVisible();
    await signUp.getByLabel('Adresse e-mail').fill(email);
    await signUp.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Créer mon compte' }).click();

    // The answer is the same for a taken address: check the mailbox; nobody is signed in yet.
    await expect(signUp.getByRole('status')).toContainText(`Nous avons envoyé un e-mail à ${email}`);
    await expect(page.getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();

    // The link confirms the address and asks for the password.
    const link = await verificationLink(email);
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: 'Adresse e-mail confirmée. Connectez-vous pour continuer.' })).toBeVisible();
    const loginAfterLink = page.getByRole('dialog', { name: 'Connexion' });
    await logInWithForm(loginAfterLink, email);

    // §8 missing phone number → LINK_PHONE_NUMBER: the number, then the code texted to it.
    const phone = page.getByRole('dialog', { name: 'Ajoutez votre numéro de téléphone' });
    await expect(phone).toBeVisible();
    await expect(phone.getByLabel('Indicatif du pays')).toHaveValue(/\d+/);
    const number = uniqueIvorianNumber();
    await phone.getByLabel('Numéro de téléphone').fill(number.local);
    await phone.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
    await phone.getByLabel('Code reçu par SMS').fill(await latestSmsCode(number.e164));
    await phone.getByRole('button', { name: 'Vérifier le numéro' }).click();

    // §8 missing user info → ADDRESS_VIEW_AND_EDIT: the names first, then an address.
    const address = page.getByRole('dialog', { name: 'Vos adresses' });
    await expect(address).toBeVisible();
    await address.getByLabel('Prénom').fill('Awa');
    await address.getByLabel('Nom', { exact: true }).fill('Koné');
    await address.getByRole('button', { name: 'Continuer' }).click();
    await address.getByLabel('Nom de l’adresse').fill('Maison');
    await address.getByLabel('Ville').selectOption({ label: 'Abidjan' });
    await address.getByLabel('Adresse', { exact: true }).fill('12 rue des Jardins, Cocody');
    await address.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(address).toBeHidden();

    expect(await getAsDiner(page, '/api/reservations/checkUserInfo')).toEqual({ errors: [] });

    await logOut(page);

    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await logInWithForm(page.getByRole('main'), email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);

    // The same link opened again says the address is already confirmed.
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est déjà confirmée.' })).toBeVisible();
  });

  test('signing up with an address that has an account looks the same, and its owner is told by e-mail', async ({ page, request }) => {
    const { email } = await createVerifiedDiner(request, { label: 'taken' });
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Adresse e-mail').fill(email);
    await main.getByLabel('Mot de passe', { exact: true }).fill('Another-good-pass-1');
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(main.getByRole('status')).toContainText(`Nous avons envoyé un e-mail à ${email}`);
    await expect.poll(async () => (await latestMailTo(email)).subject).toBe('Vous avez déjà un compte Tablée');
  });

  test('§4 a visitor on a login-required page gets the login modal, then the page itself', async ({ page, request }) => {
    const { email } = await createVerifiedDiner(request, { label: 'required', firstName: 'Kofi', lastName: 'Mensah' });

    await page.goto('/my-account/bookings');
    const login = page.getByRole('dialog', { name: 'Connexion' });
    await expect(login).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connectez-vous pour accéder à cette page' })).toBeAttached();

    await login.getByLabel('Adresse e-mail').fill(email);
    await login.getByLabel('Mot de passe', { exact: true }).fill('wrong-password-1');
    await login.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(login.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect. Compte tout juste créé ? Confirmez d’abord votre adresse avec le lien reçu par e-mail.');

    await login.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/my-account\/bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  });

  test('a signed-in diner changes the password: a wrong current one is said on its field, the new one signs in and the old one no longer does @any-width', async ({ page, request, context }) => {
    const email = uniqueEmail('change-password');
    await signInNewDiner(request, context, { email });
    await page.goto('/my-account/change-password');
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
    await page.getByLabel('Nouveau mot de passe').fill('Nouveau-mot-de-passe-2026');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Ce n’est pas votre mot de passe actuel.')).toBeVisible();
    await page.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe modifié. Vos autres appareils ont été déconnectés.')).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { email, password: 'Nouveau-mot-de-passe-2026' } })).status()).toBe(200);
  });

  test('the sign-up page shares the form and links to login; the reset-password page takes the e-mailed token', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(main.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await main.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await page.goto('/forget-password?token=not-a-real-token');
    await page.getByRole('main').getByLabel('Nouveau mot de passe', { exact: true }).fill('Another-good-pass-1');
    await page.getByRole('main').getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Ce lien n’est plus valide. Demandez-en un nouveau.');
  });
});
