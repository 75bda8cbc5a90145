import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { THelpRequest } from '@/contracts/help-contract';
import { HelpRequestList } from '@/features/help/components/help-request-list';
import { API, renderHelpUi } from './help-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request = (overrides: Partial<THelpRequest>): THelpRequest => ({
  id: '33333333-2222-4333-8444-555555555555',
  topic: 'cancellation',
  message: 'Je ne pourrai pas venir.',
  status: 'open',
  answer: null,
  answeredAt: null,
  createdAt: '2031-03-10T08:00:00.000Z',
  subject: { kind: 'reservation', id: '11111111-2222-4333-8444-555555555555', restaurantName: 'Chez Tantie', startsAt: '2031-03-14T19:30:00.000Z', timeZone: 'Africa/Abidjan', guests: 2 },
  ...overrides,
});

describe('my help requests', () => {
  it('shows each request with its booking on the restaurant’s clock, its status, and the team’s answer once given', async () => {
    server.use(http.get(`${API}/help-user`, () => HttpResponse.json({ items: [
      request({ id: '44444444-2222-4333-8444-555555555555', status: 'answered', answer: 'C’est fait, le restaurant est prévenu.', answeredAt: '2031-03-10T09:00:00.000Z' }),
      request({ subject: { kind: 'order', id: '55555555-2222-4333-8444-555555555555', restaurantName: 'Le Wouri', type: 'DELIVERY', createdAt: '2031-03-09T18:00:00.000Z', timeZone: 'Africa/Douala' } }),
      request({ id: '66666666-2222-4333-8444-555555555555', subject: null }),
    ] })));
    renderHelpUi(<HelpRequestList />);
    const [answered, order, gone] = await screen.findAllByTestId('help-request');
    expect(within(answered).getByTestId('help-request-status')).toHaveTextContent('Répondue');
    expect(answered).toHaveTextContent('Chez Tantie · ven. 14 mars 2031 à 19:30');
    expect(within(answered).getByTestId('help-request-answer')).toHaveTextContent('C’est fait, le restaurant est prévenu.');
    expect(within(order).getByTestId('help-request-status')).toHaveTextContent('En attente de réponse');
    expect(order).toHaveTextContent('Le Wouri · livraison du dim. 9 mars 2031');
    expect(order).toHaveTextContent('Nous vous répondrons ici au plus vite.');
    expect(within(order).queryByTestId('help-request-answer')).not.toBeInTheDocument();
    expect(gone).toHaveTextContent('Réservation ou commande supprimée');
  });

  it('shows a message as text, never as markup', async () => {
    server.use(http.get(`${API}/help-user`, () => HttpResponse.json({ items: [request({ message: '<img src=x onerror=alert(1)> <b>urgent</b>' })] })));
    const { container } = renderHelpUi(<HelpRequestList />);
    expect(await screen.findByText('<img src=x onerror=alert(1)> <b>urgent</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('says so when there is no request yet', async () => {
    server.use(http.get(`${API}/help-user`, () => HttpResponse.json({ items: [] })));
    renderHelpUi(<HelpRequestList />);
    expect(await screen.findByText('Vous n’avez envoyé aucune demande.')).toBeInTheDocument();
  });
});
