import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { clearToasts, getSnapshot as getToasts } from '@/lib/toast/toast-store';
import { resetUiState } from '@/lib/ui-state/ui-store';
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

async function fillAndSubmit(current: string, next: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mot de passe actuel'), current);
  await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
  await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('change password form', () => {
  it('sends both passwords, keeps this tab signed in with the fresh session and empties the fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/auth/change-password`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ scheme: 'Bearer', token: 'tok_fresh', expiresAt: '2030-01-01T00:00:00.000Z', user: sampleMe });
      }),
      http.get(`${API}/reservations/checkUserInfo`, () => HttpResponse.json({ errors: [] })),
    );
    renderWithAuthProviders(<ChangePasswordForm />);
    await fillAndSubmit('ancien-mot-de-passe', 'nouveau-mot-de-passe-1');
    await waitFor(() => expect(JSON.parse(Cookies.get('auth_token') ?? 'null')).toEqual({ scheme: 'Bearer', token: 'tok_fresh' }));
    expect(bodies).toEqual([{ currentPassword: 'ancien-mot-de-passe', newPassword: 'nouveau-mot-de-passe-1' }]);
    expect(getToasts().map((toast) => toast.text)).toContain('Mot de passe modifié. Vos autres appareils ont été déconnectés.');
    await waitFor(() => expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue(''));
  });

  it('says on the current-password field when it is wrong (403), and keeps the session', async () => {
    Cookies.set('auth_token', JSON.stringify({ scheme: 'Bearer', token: 'tok_old' }), { path: '/' });
    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json({ error: { statusCode: 403, name: 'ForbiddenError', message: 'The current password is incorrect', code: 'invalid_credentials' } }, { status: 403 }),
      ),
    );
    renderWithAuthProviders(<ChangePasswordForm />);
    await fillAndSubmit('pas-le-bon', 'nouveau-mot-de-passe-1');
    const current = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Ce n’est pas votre mot de passe actuel.');
    expect(JSON.parse(Cookies.get('auth_token')!)).toEqual({ scheme: 'Bearer', token: 'tok_old' });
  });

  it('refuses a new password that is too short without calling the API', async () => {
    renderWithAuthProviders(<ChangePasswordForm />);
    await fillAndSubmit('ancien-mot-de-passe', 'court');
    await waitFor(() => expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true'));
  });
});
