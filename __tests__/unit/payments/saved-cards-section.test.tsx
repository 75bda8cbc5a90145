import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SavedCardsSection } from '@/features/payments/components/saved-cards-section';
import { API, apiError, buildStaticData, renderPaymentsUi } from './payments-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, pathname: '/my-account/payment', asPath: '/my-account/payment', push: jest.fn(), replace: jest.fn() }) }));

const VISA = { id: 'pm_visa_4242', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2028 };
const AMEX = { id: 'pm_amex_0005', brand: 'amex', last4: '0005', expMonth: 1, expYear: 2030 };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const serveStaticData = (stripePublicKey: string) => server.use(http.get(`${API}/staticData`, () => HttpResponse.json(buildStaticData({ stripePublicKey }))));

/** The diner's cards at Stripe; a DELETE removes one (recorded) unless `refuse` says otherwise. */
function serveCards(initial: (typeof VISA)[], refuse?: Response) {
  let cards = [...initial];
  const removed: string[] = [];
  server.use(
    http.get(`${API}/payments/cards`, () => HttpResponse.json({ cards })),
    http.delete(`${API}/payments/cards/:id`, ({ params }) => {
      if (refuse) return refuse;
      removed.push(String(params.id));
      cards = cards.filter((card) => card.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return removed;
}

describe('/my-account/payment “Saved cards” (README “Payments: saved cards”)', () => {
  it('is not shown, and no card is asked for, when Stripe is not configured', async () => {
    serveStaticData('');
    let asked = 0;
    server.use(http.get(`${API}/payments/cards`, () => ((asked += 1), HttpResponse.json({ cards: [VISA] }))));
    const { client } = renderPaymentsUi(<SavedCardsSection />);
    await waitFor(() => expect(client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'success' })).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Cartes enregistrées' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('lists the diner’s cards by brand, last four digits and expiry', async () => {
    serveStaticData('pk_test_123');
    serveCards([VISA, AMEX]);
    renderPaymentsUi(<SavedCardsSection />);
    const rows = await screen.findAllByTestId('saved-card-row');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Visa •••• 4242, exp. 04/28', 'American Express •••• 0005, exp. 01/30']);
  });

  it('says when there is none yet, and how to save one', async () => {
    serveStaticData('pk_test_123');
    serveCards([]);
    renderPaymentsUi(<SavedCardsSection />);
    expect(await screen.findByTestId('saved-cards-empty')).toHaveTextContent('Lors d’un paiement par carte, cochez « Enregistrer cette carte pour la prochaine fois ».');
  });

  it('asks before removing: focus goes to “Annuler”, and back to “Retirer” when the diner cancels (button or Escape); nothing is sent', async () => {
    const user = userEvent.setup();
    serveStaticData('pk_test_123');
    const removed = serveCards([VISA]);
    renderPaymentsUi(<SavedCardsSection />);
    const remove = await screen.findByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' });
    await user.click(remove);
    expect(screen.getByText('Retirer Visa •••• 4242, exp. 04/28 ? Il faudra la saisir à nouveau pour payer avec.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' })).toHaveFocus();
    expect(removed).toEqual([]);
  });

  it('removes the card once confirmed: the row goes and focus lands on the section’s heading', async () => {
    const user = userEvent.setup();
    serveStaticData('pk_test_123');
    const removed = serveCards([VISA, AMEX]);
    renderPaymentsUi(<SavedCardsSection />);
    await user.click(await screen.findByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' }));
    await user.click(screen.getByRole('button', { name: 'Oui, retirer' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-card-row')).toHaveLength(1));
    expect(removed).toEqual([VISA.id]);
    expect(screen.getByRole('heading', { name: 'Cartes enregistrées' })).toHaveFocus();
    expect(screen.getByTestId('saved-card-row')).toHaveTextContent('American Express •••• 0005');
  });

  it('removes the last card: the empty state shows and focus still lands on the heading', async () => {
    const user = userEvent.setup();
    serveStaticData('pk_test_123');
    serveCards([VISA]);
    renderPaymentsUi(<SavedCardsSection />);
    await user.click(await screen.findByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' }));
    await user.click(screen.getByRole('button', { name: 'Oui, retirer' }));
    expect(await screen.findByTestId('saved-cards-empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cartes enregistrées' })).toHaveFocus());
  });

  it('says why a removal failed and keeps the card and the question', async () => {
    const user = userEvent.setup();
    serveStaticData('pk_test_123');
    serveCards([VISA], HttpResponse.json(apiError(502, 'payment_provider_error'), { status: 502 }));
    renderPaymentsUi(<SavedCardsSection />);
    await user.click(await screen.findByRole('button', { name: 'Retirer Visa •••• 4242, exp. 04/28' }));
    await user.click(screen.getByRole('button', { name: 'Oui, retirer' }));
    expect(await screen.findByText('Le service de paiement ne répond pas. Rien n’a été débité : réessayez dans un instant.')).toBeInTheDocument();
    expect(screen.getByTestId('saved-card-row')).toHaveTextContent('Visa •••• 4242');
    expect(screen.getByRole('button', { name: 'Oui, retirer' })).toBeEnabled();
  });
});
