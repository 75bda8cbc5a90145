import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { API, renderWithAuthProviders } from './auth-test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
  Cookies.remove('auth_token', { path: '/' });
});
afterAll(() => server.close());

async function fillAndSubmit(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse-solide-1');
  await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

describe('sign-up form', () => {
  it('after sending, asks the diner to open the e-mailed link, and signs nobody in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderWithAuthProviders(<SignUpForm mode="modal" />);
    await fillAndSubmit(' Awa@Example.CI ');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Vérifiez votre boîte mail.');
    expect(status).toHaveTextContent('awa@example.ci');
    expect(bodies).toEqual([{ email: 'awa@example.ci', password: 'motdepasse-solide-1', language: 'fr' }]);
    expect(screen.queryByLabelText('Adresse e-mail')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toContainElement(status));
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(getUiState().authorized).toBeNull();
  });

  it('shows an API error inline and keeps the form', async () => {
    server.use(
      http.post(`${API}/auth/signup`, () =>
        HttpResponse.json({ error: { statusCode: 429, name: 'TooManyRequestsError', message: 'Too many attempts', code: 'rate_limited' } }, { status: 429 }),
      ),
    );
    renderWithAuthProviders(<SignUpForm mode="modal" />);
    await fillAndSubmit('awa@example.ci');
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans un instant.');
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
  });
});
