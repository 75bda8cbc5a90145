import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { UserDrawerLinks } from '@/screens/shell/user-drawer-links';
import { API, apiError, renderOrdersUi } from './orders-test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setAuthorized(true));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

describe('the user drawer’s account links', () => {
  it('lead to My orders, and to the restaurant space for an account that works for a restaurant', async () => {
    server.use(http.get(`${API}/manager/restaurants`, () => HttpResponse.json({ items: [{ id: 7, name: 'Le Maquis du Lagon', role: 'staff', timeZone: 'Africa/Abidjan' }] })));
    renderOrdersUi(<UserDrawerLinks />);
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/my-account/orders');
    expect(await screen.findByRole('link', { name: 'Espace restaurant' })).toHaveAttribute('href', '/manager');
  });

  it('show no restaurant space to a diner (403)', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/manager/restaurants`, () => {
        asked += 1;
        return HttpResponse.json(apiError(403, 'forbidden'), { status: 403 });
      }),
    );
    renderOrdersUi(<UserDrawerLinks />);
    await screen.findByRole('link', { name: 'Mes commandes' });
    await waitFor(() => expect(asked).toBe(1));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Espace restaurant' })).not.toBeInTheDocument();
  });
});
