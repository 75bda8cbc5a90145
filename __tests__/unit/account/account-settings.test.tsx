import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import account from '../../../public/locales/fr/account.json';
import common from '../../../public/locales/fr/common.json';
import type { TMe } from '@/contracts/account-contract';
import { AccountSettings } from '@/features/account/components/settings/account-settings';
import { authKeys } from '@/lib/session/auth-keys';
import { getUiState } from '@/lib/ui-state/ui-store';
import { theme } from '@/styles/theme';
import { sampleMe } from '../auth/auth-test-utils';
import { API } from './form-test-utils';

const router = { locale: 'fr', asPath: '/my-account/account-settings', pathname: '/my-account/account-settings', query: {}, push: jest.fn(async () => true), replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const me = { ...sampleMe, emailVerified: true, pendingEmail: null } as TMe;
const requests: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const type = request.headers.get('content-type') ?? '';
  // A multipart body is recorded by its field names (jsdom's File does not survive Node's FormData intact).
  const body = type.includes('json') ? await request.json() : type.includes('multipart') ? { fields: [...(await request.formData()).keys()] } : null;
  requests.push({ method: request.method, path: new URL(request.url).pathname.replace('/api', ''), body });
};
/** The PATCH answer: the user with the request applied, as the server answers it. */
const patched = (body: { firstName?: string; settings?: { language?: string; moneyId?: string; notifications?: object } }): TMe => ({
  ...me,
  ...(body.firstName ? { firstName: body.firstName } : {}),
  settings: { ...me.settings, ...body.settings, notifications: { ...me.settings.notifications, ...body.settings?.notifications } } as TMe['settings'],
});
const server = setupServer(
  http.patch(`${API}/users/my-users`, async ({ request }) => {
    await record(request.clone());
    return HttpResponse.json(patched((await request.json()) as never));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  jest.clearAllMocks();
});
afterAll(() => server.close());

const apiError = (status: number, code: string) => HttpResponse.json({ error: { statusCode: status, name: 'AppError', message: code, code } }, { status });

function renderSettings() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, account } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(authKeys.me(), me);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <AccountSettings />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('account settings: each section saves through the API', () => {
  it('saves the first and last name with PATCH /users/my-users', async () => {
    renderSettings();
    await userEvent.clear(screen.getByLabelText('Prénom'));
    await userEvent.type(screen.getByLabelText('Prénom'), 'Aïcha');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    await waitFor(() => expect(requests).toEqual([{ method: 'PATCH', path: '/users/my-users', body: { firstName: 'Aïcha', lastName: 'Koné' } }]));
  });

  it('shows what the server refused, next to the form', async () => {
    server.use(http.patch(`${API}/users/my-users`, () => apiError(400, 'validation_failed')));
    renderSettings();
    await userEvent.type(screen.getByLabelText('Nom'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText('Certains champs sont invalides.')).toBeInTheDocument();
  });

  it('asks for a new e-mail address and shows it as waiting for confirmation', async () => {
    server.use(
      http.post(`${API}/users/my-users/email`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ...me, pendingEmail: 'awa.nouvelle@example.ci' }, { status: 202 });
      }),
    );
    renderSettings();
    await userEvent.type(screen.getByLabelText('Nouvelle adresse e-mail'), 'awa.nouvelle@example.ci');
    await userEvent.click(screen.getByRole('button', { name: 'Changer d’adresse' }));
    expect(await screen.findByText(/awa.nouvelle@example.ci : en attente de confirmation/)).toBeInTheDocument();
    expect(screen.getByText('awa@example.ci')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'POST', path: '/users/my-users/email', body: { email: 'awa.nouvelle@example.ci' } }]);
  });

  it('says on the field when another account has the address', async () => {
    server.use(http.post(`${API}/users/my-users/email`, () => apiError(409, 'email_taken')));
    renderSettings();
    await userEvent.type(screen.getByLabelText('Nouvelle adresse e-mail'), 'moussa@example.ci');
    await userEvent.click(screen.getByRole('button', { name: 'Changer d’adresse' }));
    expect(await screen.findByText('Un autre compte utilise déjà cette adresse.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nouvelle adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('§3 language: saves English on the account and shows the page in English', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(expect.anything(), '/my-account/account-settings', expect.objectContaining({ locale: 'en' })));
    expect(requests).toEqual([{ method: 'PATCH', path: '/users/my-users', body: { settings: { language: 'en' } } }]);
    expect(document.cookie).toContain('en');
  });

  it('§3 money: saves the currency and the account then shows it chosen', async () => {
    const client = renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'Euro (EUR)' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Euro (EUR)' })).toBeChecked());
    expect(requests).toEqual([{ method: 'PATCH', path: '/users/my-users', body: { settings: { moneyId: 'EUR' } } }]);
    expect(client.getQueryData<TMe>(authKeys.me())?.settings.moneyId).toBe('EUR');
  });

  it('§3 notifications: all on by default; a box saves its own flag', async () => {
    renderSettings();
    const newsletter = screen.getByRole('checkbox', { name: 'Lettre d’information' });
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).not.toBeChecked());
    expect(requests).toEqual([{ method: 'PATCH', path: '/users/my-users', body: { settings: { notifications: { newsletter: false } } } }]);
  });

  it('a flag the server did not save stays as it was, with the error shown', async () => {
    server.use(http.patch(`${API}/users/my-users`, () => apiError(429, 'rate_limited')));
    renderSettings();
    const offers = screen.getByRole('checkbox', { name: 'Offres spéciales des restaurants' });
    await userEvent.click(offers);
    expect(await screen.findByText('Trop de tentatives. Réessayez dans un instant.')).toBeInTheDocument();
    expect(offers).toBeChecked();
  });

  it('uploads the photo as multipart, and refuses a file over 5 MB before sending it', async () => {
    server.use(
      http.post(`${API}/users/my-users/avatar`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ...me, avatarUrl: '/api/avatars/new.webp' });
      }),
    );
    renderSettings();
    const input = screen.getByLabelText('Choisir une photo');
    await userEvent.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Cette photo pèse plus de 5 Mo. Choisissez-en une plus légère.')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.upload(input, new File([new Uint8Array(10)], 'awa.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Votre photo de profil' })).toHaveAttribute('src', '/api/avatars/new.webp');
    expect(requests).toEqual([{ method: 'POST', path: '/users/my-users/avatar', body: { fields: ['file'] } }]);
  });

  it('opens the link-phone-number modal when no number is saved (SPEC §2)', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un numéro' }));
    expect(getUiState().modalView).toBe('LINK_PHONE_NUMBER');
  });
});

describe('deleting the account', () => {
  const openConfirmation = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'motdepasse-solide-1');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
  };

  it('sends the password, signs out and leaves for the home page', async () => {
    server.use(
      http.delete(`${API}/users/my-users`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const client = renderSettings();
    await openConfirmation();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(requests).toEqual([{ method: 'DELETE', path: '/users/my-users', body: { password: 'motdepasse-solide-1' } }]);
    expect(client.getQueryData(authKeys.me())).toBeNull();
    expect(getUiState().authorized).toBe(false);
  });

  it('says so on the field when the password is wrong, and stays', async () => {
    server.use(http.delete(`${API}/users/my-users`, () => apiError(403, 'invalid_credentials')));
    renderSettings();
    await openConfirmation();
    expect(await screen.findByText('Ce mot de passe est incorrect.')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('a choice the server refuses', () => {
  it('goes back to the saved currency and says why', async () => {
    server.use(http.patch(`${API}/users/my-users`, () => apiError(429, 'rate_limited')));
    renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'Euro (EUR)' }));
    expect(await screen.findByText('Trop de tentatives. Réessayez dans un instant.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'F CFA (XOF)' })).toBeChecked();
  });

  it('keeps the page in its language', async () => {
    server.use(http.patch(`${API}/users/my-users`, () => apiError(429, 'rate_limited')));
    renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Trop de tentatives. Réessayez dans un instant.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(router.push).not.toHaveBeenCalled();
  });
});
