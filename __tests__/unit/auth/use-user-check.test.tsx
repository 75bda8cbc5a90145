import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useUserCheck } from '@/features/auth/hooks/use-user-check';
import { clearToasts, getSnapshot } from '@/lib/toast/toast-store';
import { closeModal, getUiState, resetUiState, setUiState } from '@/lib/ui-state/ui-store';
import { API, createTestI18n, createTestQueryClient } from './auth-test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearToasts();
  resetUiState();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function renderUserCheck() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n()}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useUserCheck(), { wrapper }).result;
}

/** checkUserInfo answers the given lists one after the other (the last one repeats). */
function answerChecks(...answers: string[][]) {
  let call = 0;
  server.use(http.get(`${API}/reservations/checkUserInfo`, () => HttpResponse.json({ errors: answers[Math.min(call++, answers.length - 1)] })));
}

describe('§8 post-login user check with the UI', () => {
  it('§8 email not verified: a warning toast whose action resends the e-mail', async () => {
    answerChecks(['verify-email']);
    const resent: Request[] = [];
    server.use(http.post(`${API}/auth/verify-email/resend`, ({ request }) => { resent.push(request); return new HttpResponse(null, { status: 202 }); }));
    const runCheck = renderUserCheck();
    const outcome = await act(() => runCheck.current());
    expect(outcome).toEqual({ complete: true, stoppedAt: null });
    const [toast] = getSnapshot();
    expect(toast).toMatchObject({ kind: 'warning', text: 'Confirmez votre adresse e-mail : nous vous avons envoyé un lien.', actionLabel: 'Renvoyer l’e-mail' });
    act(() => toast.onAction?.());
    await waitFor(() => expect(resent).toHaveLength(1));
    await waitFor(() => expect(getSnapshot().some((t) => t.kind === 'success')).toBe(true));
  });

  it('§8 missing phone number opens LINK_PHONE_NUMBER; dismissing it stops before the address', async () => {
    answerChecks(['missing-phone-number', 'missing-user-info']);
    const runCheck = renderUserCheck();
    const pending = runCheck.current();
    await waitFor(() => expect(getUiState().modalView).toBe('LINK_PHONE_NUMBER'));
    act(() => closeModal());
    const outcome = await act(() => pending);
    expect(outcome).toEqual({ complete: false, stoppedAt: 'missing-phone-number' });
    expect(getUiState().modalView).toBeNull();
  });

  it('§8 a saved phone number moves on to the address modal (missing user info)', async () => {
    answerChecks(['missing-phone-number', 'missing-user-info'], ['missing-user-info'], []);
    const runCheck = renderUserCheck();
    const pending = runCheck.current();
    await waitFor(() => expect(getUiState().modalView).toBe('LINK_PHONE_NUMBER'));
    act(() => closeModal());
    await waitFor(() => expect(getUiState().modalView).toBe('ADDRESS_VIEW_AND_EDIT'));
    expect(getUiState().modalData).toEqual({ reason: 'user-check' });
    act(() => setUiState({ modalView: null }));
    const outcome = await act(() => pending);
    expect(outcome).toEqual({ complete: true, stoppedAt: null });
  });

  it('§8 any other check result: an alert saying it is not managed, with the code', async () => {
    answerChecks(['missing-birthday']);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const runCheck = renderUserCheck();
    await act(() => runCheck.current());
    expect(alert).toHaveBeenCalledWith('La vérification du compte « missing-birthday » n’est pas gérée.');
  });
});
