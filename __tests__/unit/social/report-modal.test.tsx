import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ReportModal } from '@/features/reports/components/report-modal';
import { getUiState, resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { API, readBody, renderSocialUi, RESERVATION_ID } from './social-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/restaurant?shop=7', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const REVIEW_ID = '66666666-7777-4888-8999-aaaaaaaaaaaa';

function serveReports() {
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/reports`, async ({ request }) => {
      const body = (await readBody(request)) as { targetType: string; targetId: string; reason: string };
      sent.push(body);
      return HttpResponse.json({ id: REVIEW_ID, targetType: body.targetType, targetId: body.targetId, reason: body.reason, status: 'received', createdAt: new Date().toISOString() }, { status: 201 });
    }),
  );
  return sent;
}

describe('the report modal', () => {
  beforeEach(() => setAuthorized(true));

  it('reports a review with a reason from the fixed list and says the report was received', async () => {
    const sent = serveReports();
    renderSocialUi(<ReportModal data={{ targetType: 'review', targetId: REVIEW_ID, subject: 'Awa K.' }} />);
    expect(screen.getByRole('heading', { name: 'Signaler un avis' })).toHaveAttribute('id', 'modal-title');
    expect(screen.getByText('Awa K.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(screen.getByRole('radio', { name: 'Propos injurieux ou haineux' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Précisions (facultatif)' }), 'Insulte le serveur');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByTestId('report-received')).toHaveTextContent('Signalement reçu. Merci !');
    expect(sent).toEqual([{ targetType: 'review', targetId: REVIEW_ID, reason: 'offensive', details: 'Insulte le serveur' }]);
  });

  it('needs a reason before sending', async () => {
    const sent = serveReports();
    renderSocialUi(<ReportModal data={{ targetType: 'restaurant', targetId: '7' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Choisissez une raison.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('leads back to the conversation a reported message came from', async () => {
    const sent = serveReports();
    renderSocialUi(<ReportModal data={{ targetType: 'chat_message', targetId: REVIEW_ID, subject: 'Moussa S.', returnTo: { view: 'CHAT', data: { reservationId: RESERVATION_ID } } }} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Spam ou publicité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retour à la discussion' }));
    expect(getUiState()).toMatchObject({ modalView: 'CHAT', modalData: { reservationId: RESERVATION_ID } });
    expect(sent).toEqual([{ targetType: 'chat_message', targetId: REVIEW_ID, reason: 'spam', details: null }]);
  });

  it('asks a visitor to sign in first', async () => {
    setAuthorized(false);
    renderSocialUi(<ReportModal data={{ targetType: 'review', targetId: REVIEW_ID }} />);
    await waitFor(() => expect(getUiState().modalView).toBe('LOGIN'));
  });

  it('shows an error state for anything that cannot be reported', () => {
    renderSocialUi(<ReportModal data={{ targetType: 'dish', targetId: '1' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ce signalement ne peut pas s’ouvrir.');
  });
});
