import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders/api/orders-keys';
import { OrderDetailScreen } from '@/screens/orders/order-detail-screen';
import { API, DELIVERY, ORDER_ID, apiError, buildOrder, renderOrdersUi, xof } from './orders-test-utils';

let mockQuery: Record<string, string> = { id: ORDER_ID };
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: mockQuery, asPath: '/my-account/orders/x', push: jest.fn() }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

// The page's payment section asks for the diner's payments and what can be paid with: none yet, nothing configured.
const server = setupServer(
  http.get(`${API}/payments`, () => HttpResponse.json({ payments: [] })),
  http.get(`${API}/staticData`, () => HttpResponse.json({ cities: [], foodCategories: [], moneyChanges: [], stripePublicKey: '', countries: [], feedbackTypes: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mockQuery = { id: ORDER_ID };
  setAuthorized(true);
});
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const serve = (order: unknown, status = 200) => server.use(http.get(`${API}/reservation/order/${ORDER_ID}`, () => HttpResponse.json(order as object, { status })));
const stepNames = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => within(item).getAllByText(/./)[0].textContent);

describe('the order page: its progress', () => {
  it('lists a delivery’s steps in order, each reached one with its time on the restaurant’s clock, the current one marked', async () => {
    serve(
      buildOrder({
        type: 'DELIVERY',
        status: 'preparing',
        delivery: DELIVERY,
        // Douala is UTC+1: 10:00Z is 11:00 at the restaurant, whatever the browser's zone.
        restaurant: { ...buildOrder().restaurant, timeZone: 'Africa/Douala' },
        steps: [
          { status: 'placed', at: '2030-03-01T10:00:00.000Z', reason: null },
          { status: 'accepted', at: '2030-03-01T10:04:00.000Z', reason: null },
          { status: 'preparing', at: '2030-03-01T10:10:00.000Z', reason: null },
        ],
        canCancel: false,
      }),
    );
    renderOrdersUi(<OrderDetailScreen />);
    const list = await screen.findByTestId('order-progress');
    expect(list.tagName).toBe('OL');
    expect(stepNames(list)).toEqual(['Commande passée', 'Acceptée', 'En préparation', 'Prête', 'En livraison', 'Livrée']);
    expect(screen.getByTestId('step-placed')).toHaveTextContent('à 11:00');
    expect(screen.getByTestId('step-accepted')).toHaveTextContent('à 11:04');
    expect(screen.getByTestId('step-preparing')).toHaveTextContent('à 11:10');
    expect(screen.getByTestId('step-ready')).toHaveTextContent('À venir');
    expect(screen.getByTestId('step-preparing')).toHaveAttribute('aria-current', 'step');
    expect(within(list).getAllByRole('listitem').filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('asks the server again on opening, even with the order cached and fresh: the kitchen moved it while no page listened', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const placed = buildOrder({ steps: [{ status: 'placed', at: '2030-03-01T11:00:00.000Z', reason: null }] });
    client.setQueryData(orderKeys.detail(ORDER_ID), placed);
    serve(buildOrder({ status: 'accepted', canCancel: false, steps: [...placed.steps, { status: 'accepted', at: '2030-03-01T11:05:00.000Z', reason: null }] }));
    renderOrdersUi(<OrderDetailScreen />, client);
    await waitFor(() => expect(screen.getByTestId('step-accepted')).toHaveAttribute('aria-current', 'step'));
  });

  it('a take-away has no delivery step and ends on "picked up"', async () => {
    serve(buildOrder({ status: 'completed', canCancel: false, steps: ['placed', 'accepted', 'preparing', 'ready', 'completed'].map((status, index) => ({ status: status as 'placed', at: `2030-03-01T11:${String(index * 10).padStart(2, '0')}:00.000Z`, reason: null })) }));
    renderOrdersUi(<OrderDetailScreen />);
    const list = await screen.findByTestId('order-progress');
    expect(stepNames(list)).toEqual(['Commande passée', 'Acceptée', 'En préparation', 'Prête', 'Récupérée']);
    expect(screen.getByTestId('step-completed')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('step-completed')).toHaveTextContent('à 11:40');
  });

  it('a cancelled order stops where it was and shows the restaurant’s reason', async () => {
    serve(
      buildOrder({
        status: 'cancelled',
        canCancel: false,
        cancelReason: 'Plus de poisson ce soir',
        steps: [
          { status: 'placed', at: '2030-03-01T11:00:00.000Z', reason: null },
          { status: 'cancelled', at: '2030-03-01T11:07:00.000Z', reason: 'Plus de poisson ce soir' },
        ],
      }),
    );
    renderOrdersUi(<OrderDetailScreen />);
    const list = await screen.findByTestId('order-progress');
    expect(stepNames(list)).toEqual(['Commande passée', 'Annulée']);
    expect(screen.getByTestId('step-cancelled')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('step-cancelled')).toHaveTextContent('à 11:07');
    expect(screen.getByTestId('step-cancelled')).toHaveTextContent('Motif : Plus de poisson ce soir');
    expect(screen.queryByRole('button', { name: 'Annuler la commande' })).not.toBeInTheDocument();
  });
});

describe('the order page: bill, address and cancelling', () => {
  it('shows the lines, the server’s totals and the delivery address with its landmark and phone', async () => {
    serve(buildOrder({ type: 'DELIVERY', delivery: DELIVERY, totals: { subtotal: xof(9000), discount: xof(0), deliveryFee: xof(1000), total: xof(10_000) } }));
    renderOrdersUi(<OrderDetailScreen />);
    expect(await screen.findByTestId('order-lines')).toHaveTextContent('2 ×Attiéké poissonPiment à part9 000 F CFA');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Frais de livraison1 000 F CFA');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Total10 000 F CFA');
    const address = screen.getByTestId('order-address');
    expect(address).toHaveTextContent('Repère : Face à la pharmacie des Deux-Plateaux');
    expect(address).toHaveTextContent('Téléphone : +2250701020304');
  });

  it('a take-away shows the restaurant’s address to pick it up', async () => {
    serve(buildOrder());
    renderOrdersUi(<OrderDetailScreen />);
    expect(await screen.findByRole('heading', { name: 'À récupérer au restaurant' })).toBeInTheDocument();
    expect(screen.getByTestId('order-address')).toHaveTextContent('Rue Pierre et Marie Curie, Cocody');
  });

  it('offers "cancel" only while the server says the diner may', async () => {
    serve(buildOrder({ status: 'accepted', canCancel: false, steps: [...buildOrder().steps, { status: 'accepted', at: '2030-03-01T11:02:00.000Z', reason: null }] }));
    renderOrdersUi(<OrderDetailScreen />);
    await screen.findByTestId('order-progress');
    expect(screen.queryByRole('button', { name: 'Annuler la commande' })).not.toBeInTheDocument();
  });

  it('cancels after confirming, sending the reason, and shows the order as the server answers it', async () => {
    const user = userEvent.setup();
    let order = buildOrder();
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/reservation/order/${ORDER_ID}`, () => HttpResponse.json(order)),
      http.post(`${API}/reservation/order/${ORDER_ID}/cancel`, async ({ request }) => {
        bodies.push(await request.json());
        order = buildOrder({ status: 'cancelled', canCancel: false, cancelReason: 'Je me suis trompé', steps: [...order.steps, { status: 'cancelled', at: '2030-03-01T11:05:00.000Z', reason: 'Je me suis trompé' }] });
        return HttpResponse.json(order);
      }),
    );
    renderOrdersUi(<OrderDetailScreen />);
    await user.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette commande ?' });
    await user.type(within(dialog).getByLabelText('Motif (facultatif)'), 'Je me suis trompé');
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByTestId('step-cancelled')).toHaveTextContent('Motif : Je me suis trompé');
    expect(bodies).toEqual([{ reason: 'Je me suis trompé' }]);
    expect(screen.queryByRole('button', { name: 'Annuler la commande' })).not.toBeInTheDocument();
  });

  it('a refusal because the restaurant accepted meanwhile (409) is said in the dialog', async () => {
    const user = userEvent.setup();
    serve(buildOrder());
    server.use(http.post(`${API}/reservation/order/${ORDER_ID}/cancel`, () => HttpResponse.json(apiError(409, 'invalid_transition'), { status: 409 })));
    renderOrdersUi(<OrderDetailScreen />);
    await user.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le restaurant a déjà accepté la commande');
  });

  it('another diner’s or an unknown order (404) shows "order not found"', async () => {
    serve(apiError(404, 'not_found'), 404);
    renderOrdersUi(<OrderDetailScreen />);
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Commande introuvable');
  });

  it('an id that is not an order id shows "order not found" without asking the API', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    mockQuery = { id: '42' };
    renderOrdersUi(<OrderDetailScreen />);
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Commande introuvable');
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('the order page: kept up to date', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

  it('asks for the order again every 15 s while the live channel is not connected, and shows the new step', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/reservation/order/${ORDER_ID}`, () => {
        calls += 1;
        const accepted = calls > 1;
        return HttpResponse.json(buildOrder(accepted ? { status: 'accepted', canCancel: false, steps: [...buildOrder().steps, { status: 'accepted', at: '2030-03-01T11:03:00.000Z', reason: null }] } : {}));
      }),
    );
    const { client } = renderOrdersUi(<OrderDetailScreen />);
    await advance(0);
    expect(calls).toBe(1);
    expect(screen.getByTestId('step-placed')).toHaveAttribute('aria-current', 'step');
    await advance(14_000);
    expect(calls).toBe(1);
    await advance(1_000);
    expect(calls).toBe(2);
    await advance(10);
    expect(screen.getByTestId('step-accepted')).toHaveAttribute('aria-current', 'step');
    await advance(15_000);
    expect(calls).toBe(3);
    client.clear();
  });

  it('with the live channel connected it stops polling and asks again when an event names this order', async () => {
    const sources: { onopen: (() => void) | null; onmessage: ((event: MessageEvent<string>) => void) | null }[] = [];
    (globalThis as { EventSource?: unknown }).EventSource = class {
      onopen: (() => void) | null = null;
      onmessage: ((event: MessageEvent<string>) => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        sources.push(this);
      }
      close() {}
    };
    let calls = 0;
    server.use(
      http.get(`${API}/reservation/order/${ORDER_ID}`, () => {
        calls += 1;
        return HttpResponse.json(buildOrder());
      }),
    );
    const emit = (id: string, eventId: string) => act(() => sources[0].onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type: 'order', id }), lastEventId: eventId })));
    const { client } = renderOrdersUi(<OrderDetailScreen />);
    await advance(0);
    act(() => sources[0].onopen?.());
    await advance(60_000);
    expect(calls).toBe(1);
    emit('ffffffff-1111-4222-8333-444455556666', '1');
    await advance(100);
    expect(calls).toBe(1);
    emit(ORDER_ID, '2');
    await advance(100);
    expect(calls).toBe(2);
    client.clear();
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
});
