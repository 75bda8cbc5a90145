import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import type { ClientEnv } from '@/config/env.client';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { clearToasts } from '@/lib/toast/toast-store';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { API, renderWithAuthProviders, sampleMe } from './auth-test-utils';

const FIREBASE_ENV: ClientEnv = {
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'test-api-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'tablee-test.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'tablee-test',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
};
let clientEnv: ClientEnv = FIREBASE_ENV;
beforeEach(() => {
  process.env.NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS = 'google,phone';
});
jest.mock('@/config/env.client', () => ({ getClientEnv: () => clientEnv }));

// The module boundary to Firebase Authentication: the only module that imports the SDK.
const signInWithGoogle = jest.fn<Promise<string>, unknown[]>();
const confirmCode = jest.fn<Promise<string>, [string]>();
const sendPhoneCode = jest.fn<Promise<typeof confirmCode>, unknown[]>();
jest.mock('@/features/auth/lib/firebase-sign-in', () => ({
  signInWithGoogle: (...args: unknown[]) => signInWithGoogle(...args),
  sendPhoneCode: (...args: unknown[]) => sendPhoneCode(...args),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearToasts();
  resetUiState();
  jest.clearAllMocks();
  clientEnv = FIREBASE_ENV;
  delete process.env.NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS;
  Cookies.remove('auth_token', { path: '/' });
});
afterAll(() => server.close());

const session = { scheme: 'Bearer', token: 'tok_provider', expiresAt: '2030-01-01T00:00:00.000Z', user: sampleMe };

function answerConnect(bodies: unknown[], provider: string) {
  server.use(
    http.post(`${API}/connect/${provider}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(session);
    }),
    http.get(`${API}/reservations/checkUserInfo`, () => HttpResponse.json({ errors: [] })),
  );
}

describe('SPEC §7 signing in with an identity provider, on the login and sign-up views', () => {
  it('shows nothing new when Firebase sign-in is not configured', () => {
    clientEnv = { NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' };
    renderWithAuthProviders(<LoginForm mode="modal" />);
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continuer avec mon numéro' })).toBeNull();
  });

  it('shows nothing new when Firebase is set up for analytics only (no sign-in provider named)', () => {
    delete process.env.NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS;
    renderWithAuthProviders(<LoginForm mode="modal" />);
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull();
  });

  it('shows only the providers configured', () => {
    process.env.NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS = 'phone';
    renderWithAuthProviders(<SignUpForm mode="modal" />);
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuer avec mon numéro' })).toBeInTheDocument();
  });

  it('Google: posts the ID token to /connect/google and continues like a password login', async () => {
    const bodies: unknown[] = [];
    answerConnect(bodies, 'google');
    signInWithGoogle.mockResolvedValue('google-id-token');
    const onLoggedIn = jest.fn();
    renderWithAuthProviders(<LoginForm mode="modal" onLoggedIn={onLoggedIn} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(bodies).toEqual([{ token: 'google-id-token', application: 'web' }]);
    expect(JSON.parse(Cookies.get('auth_token')!)).toEqual({ scheme: 'Bearer', token: 'tok_provider' });
    expect(getUiState().authorized).toBe(true);
  });

  it('Google: says nothing when the diner closes the window, and shows what the API refused', async () => {
    signInWithGoogle.mockRejectedValueOnce(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
    renderWithAuthProviders(<LoginForm mode="modal" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    await waitFor(() => expect(signInWithGoogle).toHaveBeenCalled());
    expect(screen.queryByText(/./, { selector: '[role=alert] *' })).toBeNull();

    server.use(
      http.post(`${API}/connect/google`, () =>
        HttpResponse.json({ error: { statusCode: 401, name: 'UnauthorizedError', message: 'expired', code: 'identity_token_expired' } }, { status: 401 }),
      ),
    );
    signInWithGoogle.mockResolvedValueOnce('old-token');
    await user.click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    expect(await screen.findByText('La connexion a expiré. Recommencez.')).toBeInTheDocument();
    expect(Cookies.get('auth_token')).toBeUndefined();
  });

  it('phone: the number in E.164, then the texted code, then /connect/phone', async () => {
    const bodies: unknown[] = [];
    answerConnect(bodies, 'phone');
    confirmCode.mockResolvedValue('phone-id-token');
    sendPhoneCode.mockResolvedValue(confirmCode);
    const onSignedIn = jest.fn();
    renderWithAuthProviders(<SignUpForm mode="modal" onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuer avec mon numéro' }));
    await user.type(screen.getByLabelText('Numéro de téléphone'), '+225 07 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    await user.type(await screen.findByLabelText('Code reçu par SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sendPhoneCode.mock.calls[0][2]).toBe('+2250712345678');
    expect(confirmCode).toHaveBeenCalledWith('123456');
    expect(bodies).toEqual([{ token: 'phone-id-token', application: 'web' }]);
  });

  it('phone: a wrong code is said plainly and nobody is signed in', async () => {
    confirmCode.mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/invalid-verification-code' }));
    sendPhoneCode.mockResolvedValue(confirmCode);
    renderWithAuthProviders(<LoginForm mode="modal" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuer avec mon numéro' }));
    await user.type(screen.getByLabelText('Numéro de téléphone'), '+2250712345678');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    await user.type(await screen.findByLabelText('Code reçu par SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await screen.findByText('Ce code n’est pas le bon. Vérifiez le SMS et réessayez.')).toBeInTheDocument();
    expect(Cookies.get('auth_token')).toBeUndefined();
  });

  it('phone: an impossible number is refused before any SMS is sent', async () => {
    renderWithAuthProviders(<LoginForm mode="modal" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuer avec mon numéro' }));
    await user.type(screen.getByLabelText('Numéro de téléphone'), '12');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join('')).toMatch(/\+225/));
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });
});
