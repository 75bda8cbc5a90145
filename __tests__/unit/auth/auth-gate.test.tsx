import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { RequireLogin } from '@/features/auth/components/require-login';
import { useAuthorized } from '@/lib/session/use-authorized';
import { authKeys } from '@/lib/session/auth-keys';
import { getUiState, resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { API, createTestQueryClient, renderWithAuthProviders, sampleMe } from './auth-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ query: {}, isReady: true, pathname: '/my-account/bookings', asPath: '/my-account/bookings', locale: 'fr', defaultLocale: 'fr', replace: jest.fn() }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
  Cookies.remove('auth_token', { path: '/' });
});
afterAll(() => server.close());

function Probe() {
  const authorized = useAuthorized();
  return <p data-testid="state">{String(authorized)}</p>;
}

const signIn = () => Cookies.set('auth_token', JSON.stringify({ scheme: 'Bearer', token: 'tok_live' }), { path: '/' });

describe('§4 login state (AuthGate)', () => {
  it('§4 is unknown until whoAmI answers, then logged in', async () => {
    signIn();
    server.use(http.get(`${API}/whoAmI`, async () => { await delay(50); return HttpResponse.json(sampleMe); }));
    renderWithAuthProviders(<AuthGate><Probe /></AuthGate>);
    expect(screen.getByTestId('state')).toHaveTextContent('null');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('true'));
    expect(getUiState().authorized).toBe(true);
  });

  it('§4 without an auth token the visitor is known to be signed out', async () => {
    renderWithAuthProviders(<AuthGate><Probe /></AuthGate>);
    await waitFor(() => expect(getUiState().authorized).toBe(false));
    expect(screen.getByTestId('state')).toHaveTextContent('false');
  });

  it('a session the server rejects (401) clears the cookie and reads as signed out', async () => {
    signIn();
    server.use(http.get(`${API}/whoAmI`, () => HttpResponse.json({ error: { statusCode: 401, name: 'UnauthorizedError', message: 'no', code: 'unauthenticated' } }, { status: 401 })));
    renderWithAuthProviders(<AuthGate><Probe /></AuthGate>);
    await waitFor(() => expect(getUiState().authorized).toBe(false));
    expect(Cookies.get('auth_token')).toBeUndefined();
  });

  it('§4 a user prefetched on the server is known on the very first render (no whoAmI call)', () => {
    signIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(authKeys.me(), sampleMe);
    renderWithAuthProviders(<AuthGate><Probe /></AuthGate>, queryClient);
    expect(screen.getByTestId('state')).toHaveTextContent('true');
    expect(getUiState().authorized).toBe(true);
  });
});

describe('§4 login-required pages (RequireLogin)', () => {
  it('§4 a visitor gets the translated panel and the LOGIN modal, then the page once logged in', async () => {
    renderWithAuthProviders(<AuthGate><RequireLogin><h1>Mes réservations</h1></RequireLogin></AuthGate>);
    expect(await screen.findByRole('heading', { name: 'Connectez-vous pour accéder à cette page' })).toBeInTheDocument();
    expect(getUiState().modalView).toBe('LOGIN');
    expect(screen.queryByRole('heading', { name: 'Mes réservations' })).not.toBeInTheDocument();
    act(() => setAuthorized(true));
    expect(await screen.findByRole('heading', { name: 'Mes réservations' })).toBeInTheDocument();
  });

  it('shows a loading status while the login state is unknown', () => {
    signIn();
    server.use(http.get(`${API}/whoAmI`, async () => { await delay('infinite'); return HttpResponse.json(sampleMe); }));
    renderWithAuthProviders(<AuthGate><RequireLogin><h1>Mes réservations</h1></RequireLogin></AuthGate>);
    expect(screen.getByRole('status', { name: 'Vérification de votre session…' })).toBeInTheDocument();
  });
});
