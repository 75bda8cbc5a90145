import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { useVerifyEmailParam } from '@/features/auth/hooks/use-verify-email-param';
import { clearToasts } from '@/lib/toast/toast-store';
import { API, renderWithAuthProviders } from './auth-test-utils';

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ isReady: true, locale: 'fr', pathname: '/', asPath: '/?verifyEmailToken=abc', query: { verifyEmailToken: 'abc' }, replace }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  act(() => clearToasts());
  replace.mockClear();
});
afterAll(() => server.close());

function LandingPage() {
  useVerifyEmailParam();
  return <ToastHost />;
}

const answerVerify = (response: Response) => server.use(http.post(`${API}/auth/verify-email`, () => response));

describe('the verification link', () => {
  it('§8 email not verified: opening the link confirms the address and asks the visitor to log in', async () => {
    answerVerify(HttpResponse.json({ status: 'verified' }));
    renderWithAuthProviders(<LandingPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Adresse e-mail confirmée. Connectez-vous pour continuer.');
    expect(replace).toHaveBeenCalledWith({ pathname: '/', query: {} }, undefined, { shallow: true, scroll: false });
  });

  it('opened again after verifying, it says the address is already confirmed, not an error', async () => {
    answerVerify(HttpResponse.json({ status: 'already_verified' }));
    renderWithAuthProviders(<LandingPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Votre adresse e-mail est déjà confirmée.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link no longer valid for an unverified address is still an error', async () => {
    answerVerify(HttpResponse.json({ error: { statusCode: 400, name: 'BadRequest', message: 'This link is invalid, already used or expired', code: 'invalid_token' } }, { status: 400 }));
    renderWithAuthProviders(<LandingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid, already used or expired');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
