import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { LoginForm } from '@/features/auth/components/login-form';
import { clearToasts } from '@/lib/toast/toast-store';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { API, renderWithAuthProviders, sampleMe } from './auth-test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearToasts();
  resetUiState();
  Cookies.remove('auth_token', { path: '/' });
});
afterAll(() => server.close());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('login form', () => {
  it('shows the translated invalid_credentials error from the API inline, and stays signed out', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ error: { statusCode: 401, name: 'UnauthorizedError', message: 'Incorrect e-mail or password', code: 'invalid_credentials' } }, { status: 401 }),
      ),
    );
    renderWithAuthProviders(<LoginForm mode="modal" />);
    await fillAndSubmit('awa@example.ci', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(getUiState().authorized).toBeNull();
  });

  it('shows field errors without calling the API when the e-mail is malformed', async () => {
    renderWithAuthProviders(<LoginForm mode="modal" />);
    await fillAndSubmit('not-an-email', 'x');
    const email = screen.getByLabelText('Adresse e-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Saisissez une adresse e-mail valide, par exemple awa@exemple.ci.');
  });

  it('§6 stores the session in the auth_token cookie, marks the store signed in and runs the user check', async () => {
    const checks: Request[] = [];
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ scheme: 'Bearer', token: 'tok_123', expiresAt: '2030-01-01T00:00:00.000Z', user: sampleMe })),
      http.get(`${API}/reservations/checkUserInfo`, ({ request }) => { checks.push(request); return HttpResponse.json({ errors: [] }); }),
    );
    const onLoggedIn = jest.fn();
    renderWithAuthProviders(<LoginForm mode="modal" onLoggedIn={onLoggedIn} />);
    await fillAndSubmit(' Awa@Example.CI ', 'motdepasse-solide-1');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(JSON.parse(Cookies.get('auth_token')!)).toEqual({ scheme: 'Bearer', token: 'tok_123' });
    expect(getUiState().authorized).toBe(true);
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(checks[0].headers.get('authorization')).toBe('Bearer tok_123');
  });

  it('the password can be shown and hidden', async () => {
    renderWithAuthProviders(<LoginForm mode="modal" />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveAttribute('aria-pressed', 'true');
  });
});
