import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { OrdersScreen } from '@/screens/orders/orders-screen';
import { API, buildSummary, renderOrdersUi } from './orders-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, asPath: '/my-account/orders', push: jest.fn() }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setAuthorized(true));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const PLACED = 'aaaaaaaa-1111-4222-8333-444455556666';
const DRAFT = 'bbbbbbbb-1111-4222-8333-444455556666';

function serveScopes(byScope: Record<string, ReturnType<typeof buildSummary>[]>) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/reservation/orders`, ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope') ?? 'all';
      asked.push(scope);
      const items = byScope[scope] ?? [];
      return HttpResponse.json({ total: items.length, limit: 10, offset: 0, items });
    }),
  );
  return asked;
}

describe('My orders (/my-account/orders)', () => {
  it('shows the orders in progress first, each card with its type, status, ready time on the restaurant’s clock, items and total', async () => {
    const asked = serveScopes({ active: [buildSummary(PLACED, { type: 'DELIVERY', status: 'preparing', itemCount: 3 })] });
    renderOrdersUi(<OrdersScreen />);
    const card = await screen.findByTestId('order-card');
    expect(asked).toEqual(['active']);
    expect(card).toHaveTextContent('Le Maquis du Lagon');
    expect(card).toHaveTextContent('Livraison · 3 articles');
    expect(card).toHaveTextContent(/Arrivée prévue vers .*1 mars.*11:45/);
    expect(within(card).getByTestId('order-status')).toHaveTextContent('En préparation');
    expect(card).toHaveTextContent('9 000 F CFA');
    expect(within(card).getByRole('link', { name: 'Voir la commande chez Le Maquis du Lagon' })).toHaveAttribute('href', `/my-account/orders/${PLACED}`);
  });

  it('a draft leads back to the checkout to resume it', async () => {
    serveScopes({ active: [buildSummary(DRAFT, { status: 'draft', readyAt: null, placedAt: null })] });
    renderOrdersUi(<OrdersScreen />);
    const link = await screen.findByRole('link', { name: 'Reprendre la commande chez Le Maquis du Lagon' });
    expect(link).toHaveAttribute('href', `/checkout?orderId=${DRAFT}`);
    expect(screen.getByTestId('order-card')).toHaveTextContent('Reprendre');
    expect(screen.getByTestId('order-card')).toHaveTextContent(/Commencée le .*1 mars/);
  });

  it('the tabs work from the keyboard, and an empty tab says so and leads to the restaurants', async () => {
    const user = userEvent.setup();
    const asked = serveScopes({ active: [buildSummary(PLACED)], all: [buildSummary(PLACED)] });
    renderOrdersUi(<OrdersScreen />);
    await screen.findByTestId('order-card');
    const active = screen.getByRole('tab', { name: 'En cours' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    active.focus();
    await user.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Passées' });
    expect(past).toHaveFocus();
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('Aucune commande passée pour l’instant.');
    expect(screen.getByRole('link', { name: 'Commander dans un restaurant' })).toHaveAttribute('href', '/restaurant');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Toutes' })).toHaveFocus();
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    expect(asked).toEqual(['active', 'past', 'all']);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'orders-tab-all');
  });
});
