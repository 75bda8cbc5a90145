import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CompleteOrderScreen } from '@/screens/complete-order/complete-order-screen';
import { API, buildOrderFixture, ORDER_ID, renderOrdering } from './ordering-test-utils';

const router = { locale: 'fr', asPath: '/complete-order', pathname: '/complete-order', query: {} as Record<string, string>, replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const asked: string[] = [];
const summary = (id: string, status: string) => {
  const { id: _id, status: _status, type, restaurant, totals, readyAt, createdAt, placedAt } = buildOrderFixture();
  return { id, status, type, restaurant, totals, readyAt, createdAt, placedAt, itemCount: 3 };
};
let items: unknown[] = [];
const server = setupServer(
  http.get(`${API}/reservation/orders`, ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ total: items.length, limit: 50, offset: 0, items });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  router.query = {};
  router.replace.mockClear();
});
afterAll(() => server.close());

describe('resuming an order in progress', () => {
  it('lists the diner’s draft orders (not the placed ones), each linking to its checkout', async () => {
    items = [summary(ORDER_ID, 'draft'), summary('44444444-4444-4444-8444-444444444444', 'placed')];
    renderOrdering(<CompleteOrderScreen />, { withCart: false });
    const resume = await screen.findByRole('link', { name: 'Reprendre la commande chez Le Maquis du Lagon' });
    expect(resume).toHaveAttribute('href', `/checkout?orderId=${ORDER_ID}`);
    expect(screen.getAllByRole('link', { name: /Reprendre la commande/ })).toHaveLength(1);
    expect(screen.getByText(/3 articles/)).toBeInTheDocument();
    expect(asked[0]).toContain('scope=active');
  });

  it('says so when there is none', async () => {
    items = [summary(ORDER_ID, 'placed')];
    renderOrdering(<CompleteOrderScreen />, { withCart: false });
    expect(await screen.findByText('Vous n’avez aucune commande en cours.')).toBeInTheDocument();
  });

  it('with ?orderId= goes straight to that order’s checkout', async () => {
    router.query = { orderId: ORDER_ID };
    renderOrdering(<CompleteOrderScreen />, { withCart: false });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith({ pathname: '/checkout', query: { orderId: ORDER_ID } }));
  });
});
